import type { AuthLog } from '../AuthLog';
import { createIdentitySignIn } from '../createIdentitySignIn';
import type { TokenPair } from '../TokenPair';
import { createMemoryStorage } from './memoryStorage';
import { createScriptedHttp, type ScriptedHttp, type ScriptedReply } from './scriptedHttp';

const PARAMS = {
  loginBySession: true,
  singlePoint: false,
  corpId: undefined,
  ekbCorpId: undefined,
  accessToken: undefined,
};

export const SESSION_OK: ScriptedReply = {
  status: 200,
  body: { value: { id: 'session-token' }, corporationId: 'c9' },
};

/** The sign-in chain over a fake finishLogin and a scripted account-session answer. */
export function createSignInHarness(
  finishLogin: () => Promise<TokenPair>,
  reply: ScriptedReply,
  stored: Record<string, string> = {},
): {
  signIn: (code?: string) => ReturnType<ReturnType<typeof createIdentitySignIn>>;
  finishLogin: jest.Mock<Promise<TokenPair>, [string?]>;
  net: ScriptedHttp;
  log: jest.Mocked<AuthLog>;
} {
  const net = createScriptedHttp(() => reply, { baseURL: '/api' });
  const log = { warn: jest.fn(), error: jest.fn() };
  const session = { finishLogin: jest.fn<Promise<TokenPair>, [string?]>(finishLogin) };
  const signIn = createIdentitySignIn({
    session,
    http: net.http,
    params: PARAMS,
    storage: createMemoryStorage(stored),
    log,
  });
  return { signIn, finishLogin: session.finishLogin, net, log };
}
