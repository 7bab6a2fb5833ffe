import type { SignInOutcome } from '@shell/auth';
import type { HostAdapter, HostBridgeVerbs } from '../HostBridge';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { composeBridge } from './composeBridge';
import { createTestDeps, createTestEnv } from './testing/hostTestKit';
import { UnsupportedFeatureError } from './UnsupportedFeatureError';

const SIGNED_IN: SignInOutcome = { kind: 'signed-in', session: { accessToken: 'grant-1' } };

type AdapterParts = Omit<Partial<HostAdapter>, 'verbs'> & { verbs?: Partial<HostBridgeVerbs> };

function adapter({ verbs = {}, ...overrides }: AdapterParts = {}): HostAdapter {
  return {
    id: 'wecom',
    variant: 'embedded',
    signIn: async () => SIGNED_IN,
    ...overrides,
    verbs: () => verbs,
  };
}

describe('composeBridge', () => {
  it('keeps the adapter identity and delegates sign-in to it', async () => {
    const env = createTestEnv();
    const signIn = jest.fn(async () => SIGNED_IN);
    const bridge = composeBridge(adapter({ signIn }), createTestDeps(env));
    const context = createFakeSignInContext();
    await expect(bridge.signIn(context)).resolves.toBe(SIGNED_IN);
    expect(signIn).toHaveBeenCalledWith(context);
    expect(bridge).toMatchObject({ id: 'wecom', variant: 'embedded' });
  });

  describe('when the adapter implements a verb', () => {
    it('uses the adapter verb instead of the base one', async () => {
      const env = createTestEnv();
      const toast = jest.fn(async () => undefined);
      const bridge = composeBridge(adapter({ verbs: { toast } }), createTestDeps(env));
      await bridge.toast('saved');
      expect(toast).toHaveBeenCalledWith('saved');
      expect(env.alerts).toEqual([]);
    });

    it('alerts as for a missing feature when the host turns out not to have it, and passes other failures on', async () => {
      const env = createTestEnv();
      const refusal = Object.assign(new Error('cannot'), { code: 'unsupported' });
      const scan = jest
        .fn()
        .mockRejectedValueOnce(refusal)
        .mockRejectedValueOnce(new Error('busy'));
      const share = jest.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 40004 }));
      const bridge = composeBridge(adapter({ verbs: { scan, share } }), createTestDeps(env));
      await expect(bridge.scan()).rejects.toBeInstanceOf(UnsupportedFeatureError);
      await expect(bridge.scan()).rejects.toThrow('busy');
      await expect(bridge.share({ title: 't' })).rejects.toMatchObject({ alerted: true });
      expect(env.alerts).toEqual(['暂不支持，请咨询系统管理员', '暂不支持，请咨询系统管理员']);
    });

    it("says which verbs are the host's own, so the frame asks only a host with a navigation bar", () => {
      const setNavigationBar = jest.fn(async () => undefined);
      const bridge = composeBridge(
        adapter({ verbs: { setNavigationBar } }),
        createTestDeps(createTestEnv()),
      );
      expect(bridge.hostVerbs).toEqual(['setNavigationBar']);
      expect(composeBridge(adapter(), createTestDeps(createTestEnv())).hostVerbs).toEqual([]);
    });

    it('ignores a verb slot that is not a function', async () => {
      const env = createTestEnv();
      const broken = { toast: 'nope' } as unknown as Partial<HostBridgeVerbs>;
      const bridge = composeBridge(adapter({ verbs: broken }), createTestDeps(env));
      await bridge.toast('saved');
      expect(env.alerts).toEqual(['saved']);
    });
  });

  describe('when the adapter lacks a verb', () => {
    it('toasts through the alert dependency', async () => {
      const env = createTestEnv();
      await composeBridge(adapter(), createTestDeps(env)).toast('hello');
      expect(env.alerts).toEqual(['hello']);
    });

    it('stores in local storage', async () => {
      const env = createTestEnv();
      const bridge = composeBridge(adapter(), createTestDeps(env));
      await bridge.storageSet('k', 'v');
      expect(window.localStorage.getItem('k')).toBe('v');
      await expect(bridge.storageGet('k')).resolves.toBe('v');
      window.localStorage.clear();
    });

    it('resolves ready at once', async () => {
      await expect(
        composeBridge(adapter(), createTestDeps(createTestEnv())).ready(),
      ).resolves.toBeUndefined();
    });
  });

  describe.each([
    ['embedded', 'zh-CN', '暂不支持，请咨询系统管理员'],
    ['embedded', 'en-US', 'not supported yet, consult the system administrator'],
    ['web', 'zh-CN', '暂不支持'],
    ['web', 'en', 'not supported'],
  ] as const)('when a %s host in %s lacks a user-facing feature', (variant, locale, text) => {
    it.each(['scan', 'share', 'chooseImage', 'chooseFile'] as const)(
      '%s shows the alert, logs and rejects with UnsupportedFeatureError',
      async (feature) => {
        const env = createTestEnv();
        const bridge = composeBridge(adapter({ variant }), createTestDeps(env, locale));
        const call = (): Promise<unknown> =>
          feature === 'share' ? bridge.share({ title: 't' }) : bridge[feature]();
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnsupportedFeatureError);
        expect(error).toMatchObject({ feature, hostId: 'wecom', alerted: true });
        expect(env.alerts).toEqual([text]);
        expect(env.log.lines).toContainEqual({
          level: 'warn',
          message: `Host bridge "wecom" does not support ${feature}`,
        });
      },
    );
  });

  describe('when a host lacks a bridge method', () => {
    it.each(['getAuthCode', 'getPersonInfo', 'close'] as const)(
      '%s logs that it is unsupported and rejects without an alert',
      async (method) => {
        const env = createTestEnv();
        const bridge = composeBridge(adapter(), createTestDeps(env));
        await expect(bridge[method]()).rejects.toMatchObject({ feature: method, alerted: false });
        expect(env.alerts).toEqual([]);
        expect(env.log.lines).toEqual([
          { level: 'warn', message: `Host bridge "wecom" does not support ${method}` },
        ]);
      },
    );
  });

  describe('when the alert itself throws', () => {
    it('still rejects with the typed error, marked as not alerted', async () => {
      const env = createTestEnv({
        alert: () => {
          throw new Error('no dialogs here');
        },
      });
      const deps = { ...createTestDeps(env), alert: env.alert };
      const bridge = composeBridge(adapter(), deps);
      await expect(bridge.scan()).rejects.toMatchObject({ feature: 'scan', alerted: false });
      expect(env.log.lines.map((line) => line.level)).toEqual(['error', 'warn']);
    });
  });

  describe('when the locale dependency throws', () => {
    it('falls back to the default locale text', async () => {
      const env = createTestEnv();
      const deps = {
        ...createTestDeps(env),
        locale: () => {
          throw new Error('no store yet');
        },
      };
      await expect(composeBridge(adapter(), deps).scan()).rejects.toBeInstanceOf(
        UnsupportedFeatureError,
      );
      expect(env.alerts).toEqual(['暂不支持，请咨询系统管理员']);
    });
  });
});
