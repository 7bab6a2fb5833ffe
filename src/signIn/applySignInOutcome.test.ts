import type { SignInDialog, SignInOutcome, SignInSession } from '../auth';
import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore, type SessionStatus } from '../store';
import { applySignInOutcome, type OutcomeEffects } from './applySignInOutcome';

const staff = (corporationId: string) => ({ id: 's-1', name: 'Li Lei', corporationId });

/** What completeSession would have done to the session, decided per test. */
type Completion = (root: RootStore) => void;
const signsIn: Completion = (root) => root.session.signedIn({ staff: staff('corp-1') });

function setUp(completion: Completion = signsIn) {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
  root.session.startSignIn();
  const seen = {
    paths: [] as string[],
    left: [] as string[],
    systemErrors: [] as string[],
    sessions: [] as SignInSession[],
  };
  const effects: OutcomeEffects = {
    navigate: (path) => void seen.paths.push(path),
    leaveFor: (url) => void seen.left.push(url),
    systemError: (reason) => void seen.systemErrors.push(reason),
    completeSession: async (session): Promise<SessionStatus> => {
      seen.sessions.push(session);
      completion(root);
      return root.session.status;
    },
  };
  const apply = (outcome: SignInOutcome) => applySignInOutcome(root, outcome, effects);
  return { root, seen, apply, effects };
}

const granted: SignInOutcome = { kind: 'signed-in', session: { accessToken: 'grant-1' } };

describe('applySignInOutcome', () => {
  describe('when the host signed the person in', () => {
    it('completes the session and stays where it is', async () => {
      const { apply, seen } = setUp();
      await expect(apply(granted)).resolves.toBe('signed-in');
      expect(seen.sessions).toEqual([{ accessToken: 'grant-1' }]);
      expect([seen.paths, seen.left, seen.systemErrors]).toEqual([[], [], []]);
    });

    it('goes to enterprise selection when no corporation is known', async () => {
      const { apply, seen } = setUp((root) => root.session.signedIn({ staff: staff('') }));
      await expect(apply(granted)).resolves.toBe('no-corporation');
      expect(seen.paths).toEqual(['/selectEnterprise5']);
    });

    it('raises the system error event and shows the error screen when completion failed', async () => {
      const { apply, seen } = setUp((root) => root.session.failed('database down'));
      await expect(apply(granted)).resolves.toBe('failed');
      expect(seen.systemErrors).toEqual(['database down']);
      expect(seen.paths).toEqual(['/error']);
    });

    it('goes to /login when the staff record answered 401', async () => {
      const { apply, seen } = setUp((root) => root.session.unauthorized());
      await expect(apply(granted)).resolves.toBe('unauthorized');
      expect(seen.paths).toEqual(['/login']);
      expect(seen.systemErrors).toEqual([]);
    });

    it('waits for the navigation before it answers', async () => {
      const { apply, effects } = setUp((root) => root.session.signedIn({ staff: staff('') }));
      const releases: Array<() => void> = [];
      effects.navigate = () => new Promise<void>((resolve) => releases.push(resolve));
      let answered = false;
      const applying = apply(granted).then(() => (answered = true));
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(releases).toHaveLength(1);
      expect(answered).toBe(false);
      releases[0]?.();
      await applying;
      expect(answered).toBe(true);
    });
  });

  it('leaves for the redirect address without navigating inside the app', async () => {
    const { apply, seen, root } = setUp();
    const url = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1';
    await expect(apply({ kind: 'redirect', url, reason: 'no code yet' })).resolves.toBe(
      'signing-in',
    );
    expect(seen.left).toEqual([url]);
    expect(seen.paths).toEqual([]);
    expect(root.session.failure).toBeNull();
  });

  it('stops bouncing and says SSO failed when the host keeps sending the page back', async () => {
    const { root, seen, effects } = setUp();
    const outcome: SignInOutcome = { kind: 'redirect', url: 'https://sso.example/', reason: '412' };
    await applySignInOutcome(root, outcome, { ...effects, allowRedirect: () => false });
    expect(seen.left).toEqual([]);
    expect(seen.paths).toEqual(['/signin-problem']);
    expect(root.session.problem).toEqual({ key: 'ssoFailed' });
  });

  it('clears the session and goes to /login when unauthorized', async () => {
    const { apply, seen, root } = setUp();
    root.session.granted('stale-token');
    await expect(apply({ kind: 'unauthorized' })).resolves.toBe('unauthorized');
    expect(root.session.accessToken).toBeNull();
    expect(seen.paths).toEqual(['/login']);
  });

  it("keeps the host's dialog for the sign-in problem screen", async () => {
    const { apply, seen, root } = setUp();
    const dialog: SignInDialog = {
      variant: 'info-retry',
      message: { key: 'cloudOfficeRetry' },
    };
    await expect(apply({ kind: 'dialog', dialog })).resolves.toBe('failed');
    expect(root.session.dialog).toEqual(dialog);
    expect(root.session.problem).toEqual({ key: 'cloudOfficeRetry' });
    expect(seen.paths).toEqual(['/signin-problem']);
    expect(seen.systemErrors).toEqual([]);
  });

  it('shows the initializing page when the host asks for it', async () => {
    const { apply, seen, root } = setUp();
    await expect(apply({ kind: 'page', page: 'initializing' })).resolves.toBe('failed');
    expect(root.session.failure).toBe('initializing');
    expect(seen.paths).toEqual(['/initializing']);
  });

  describe('when the sign-in failed', () => {
    it('raises the system error event and shows the error screen for systemError', async () => {
      const { apply, seen, root } = setUp();
      await apply({ kind: 'failed', message: { key: 'systemError' } });
      expect(root.session.status).toBe('failed');
      expect(root.session.failure).toBe('system error');
      expect(seen.systemErrors).toEqual(['system error']);
      expect(seen.paths).toEqual(['/error']);
    });

    it.each<[string, SignInOutcome & { kind: 'failed' }]>([
      [
        'a catalogue message',
        { kind: 'failed', message: { key: 'enterFailed', values: { reason: 'x' } } },
      ],
      ['server text', { kind: 'failed', message: { text: '企业未开通' } }],
    ])('shows %s on the sign-in problem screen', async (_label, outcome) => {
      const { apply, seen, root } = setUp();
      await expect(apply(outcome)).resolves.toBe('failed');
      expect(root.session.problem).toEqual(outcome.message);
      expect(root.session.dialog).toBeNull();
      expect(seen.paths).toEqual(['/signin-problem']);
      expect(seen.systemErrors).toEqual([]);
    });
  });
});
