import type { AuthLog } from '../AuthLog';
import type { AuthorizeRequest, TokenGrant } from '../createIdentityProviderClient';
import { createIdentitySession, type IdentitySession } from '../createIdentitySession';
import { createLoginStateStore, type LoginState } from '../LoginStateStore';
import type { TokenPair } from '../TokenPair';
import { createTokenPairStore } from '../TokenPairStore';
import { createFakeClock, type FakeClock } from '@shell/testing/createFakeClock';
import { fakeIdToken } from './fakeIdToken';
import { createMemoryStorage, type MemoryStorage } from './memoryStorage';

export const STAFF = { id: 'c1:u1', corpId: 'c1', userId: 'u1' };
export const REDIRECT_URI = 'https://app.example.com/web/';
export const ID_TOKEN = fakeIdToken({
  staffId: STAFF.id,
  corpId: STAFF.corpId,
  userId: STAFF.userId,
});

export interface SessionHarness {
  session: IdentitySession;
  clock: FakeClock;
  storage: MemoryStorage;
  token: jest.Mock<Promise<TokenPair>, [TokenGrant]>;
  authorize: jest.Mock<Promise<string>, [AuthorizeRequest]>;
  log: jest.Mocked<AuthLog>;
  /** A pair named `name` that expires `lifetimeS` seconds from the fake now. */
  pair(name: string, lifetimeS?: number): TokenPair;
  storedLoginState(): LoginState | undefined;
  storedPair(): TokenPair | undefined;
}

export function createSessionHarness(
  options: { crossOrigin?: boolean; loginState?: LoginState; pair?: TokenPair } = {},
): SessionHarness {
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  const loginState = createLoginStateStore(storage);
  const tokenPairs = createTokenPairStore(storage, '/web/home');
  if (options.loginState) loginState.write(options.loginState);
  if (options.pair) tokenPairs.write(options.pair);
  const token = jest.fn<Promise<TokenPair>, [TokenGrant]>();
  const authorize = jest.fn<Promise<string>, [AuthorizeRequest]>();
  const log = { warn: jest.fn(), error: jest.fn() };
  const session = createIdentitySession({
    idp: { token, authorize },
    loginState,
    tokenPairs,
    clock,
    crossOrigin: options.crossOrigin ?? false,
    redirectUri: REDIRECT_URI,
    log,
  });
  return {
    session,
    clock,
    storage,
    token,
    authorize,
    log,
    pair: (name, lifetimeS = 7200) => ({
      access_token: `access-${name}`,
      refresh_token: `refresh-${name}`,
      id_token: ID_TOKEN,
      expires_in: lifetimeS,
      expires_at: clock.now() + lifetimeS * 1000,
    }),
    storedLoginState: () => loginState.read(),
    storedPair: () => tokenPairs.read(),
  };
}
