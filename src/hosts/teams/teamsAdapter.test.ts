import { verbsOf } from '../core/testing/hostTestKit';
import { app, authentication } from '@microsoft/teams-js';
import { settleWithClock } from '../shared/testing/fakeClock';
import { createFakeSignInContext, never } from '../shared/testing/fakeSignInContext';
import { teamsAdapter } from './teamsAdapter';

jest.mock('@microsoft/teams-js', () => ({
  app: { initialize: jest.fn(), openLink: jest.fn() },
  authentication: { getAuthToken: jest.fn() },
}));

const initialize = jest.mocked(app.initialize);
const openLink = jest.mocked(app.openLink);
const getAuthToken = jest.mocked(authentication.getAuthToken) as unknown as jest.Mock<
  Promise<string>,
  []
>;

beforeEach(() => {
  jest.resetAllMocks();
  initialize.mockResolvedValue(undefined);
  getAuthToken.mockResolvedValue('entra-token');
});

describe('Teams sign-in', () => {
  it('initialises for the allowed origins and hands the Teams token to the identity provider', async () => {
    const context = createFakeSignInContext();
    expect(await teamsAdapter.signIn(context)).toEqual({
      kind: 'signed-in',
      session: { accessToken: 'idp-token-for-entra-token' },
    });
    expect(initialize).toHaveBeenCalledWith(['https://teams.test']);
    expect(context.identityCodes).toEqual(['entra-token']);
    expect(context.scripts).toEqual([]);
  });

  it.each(['CancelledByUser', 'FailedToOpenWindow', 'resourceRequiresConsent'])(
    "wraps the token error '%s' as an SDK error",
    async (reason) => {
      getAuthToken.mockRejectedValue(new Error(reason));
      const context = createFakeSignInContext();
      expect(await teamsAdapter.signIn(context)).toEqual({
        kind: 'failed',
        message: { text: `SDK returned error: ${reason}` },
      });
      expect(context.identityCodes).toEqual([]);
    },
  );

  it('wraps an initialisation failure given as a bare string', async () => {
    initialize.mockRejectedValue('SDK initialization timed out.');
    expect(await teamsAdapter.signIn(createFakeSignInContext())).toEqual({
      kind: 'failed',
      message: { text: 'SDK returned error: SDK initialization timed out.' },
    });
  });

  it('refuses an empty token', async () => {
    getAuthToken.mockResolvedValue('');
    expect(await teamsAdapter.signIn(createFakeSignInContext())).toMatchObject({
      kind: 'failed',
    });
  });

  it('gives up with the no-answer message when Teams never answers', async () => {
    initialize.mockReturnValue(never());
    const context = createFakeSignInContext();
    const outcome = await settleWithClock(teamsAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });
});

describe('Teams verbs', () => {
  it('opens links through the SDK', async () => {
    openLink.mockResolvedValue(undefined);
    await verbsOf(teamsAdapter).openLink?.('https://example.test/');
    expect(openLink).toHaveBeenCalledWith('https://example.test/');
  });

  it('rejects a refused link as an SDK error', async () => {
    openLink.mockRejectedValue(new Error('Not allowed'));
    await expect(verbsOf(teamsAdapter).openLink?.('x')).rejects.toThrow(
      'SDK returned error: Not allowed',
    );
  });

  it('leaves close to the base bridge', () => {
    expect(verbsOf(teamsAdapter).close).toBeUndefined();
  });
});
