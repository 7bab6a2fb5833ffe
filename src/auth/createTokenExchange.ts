import { IGNORE_CODE } from '../http';
import {
  AuthError,
  errorCodeOf,
  NO_STAFF_CODE,
  NO_STAFF_MESSAGE,
  REFRESH_TOKEN_INVALID_CODE,
} from './AuthError';
import type { IdentityProviderClient } from './createIdentityProviderClient';
import { decodeIdToken } from './decodeIdToken';
import type { LoginStateStore, StoredStaff } from './LoginStateStore';
import type { TokenPair } from './TokenPair';
import type { TokenPairStore } from './TokenPairStore';

export const SIGNED_OUT_CODE = 'error:auth:signed-out';

export interface TokenExchangeDeps {
  idp: Pick<IdentityProviderClient, 'token' | 'authorize'>;
  loginState: LoginStateStore;
  tokenPairs: TokenPairStore;
  /** Re-authorize with the stored staff when the refresh token is invalid. */
  crossOrigin: boolean;
  redirectUri: string;
}

export interface TokenExchange {
  current(): TokenPair | undefined;
  exchangeCode(code: string): Promise<TokenPair>;
  refreshWith(refreshToken: string): Promise<TokenPair>;
  /** Forgets the pair and the login state; answers still in flight are then discarded. */
  clear(): void;
}

/** Token calls and what they store (Sign-in, stored state (docs/sign-in-and-hosts.md) codes). */
export function createTokenExchange(deps: TokenExchangeDeps): TokenExchange {
  const { idp, loginState, tokenPairs } = deps;
  let current = tokenPairs.read();
  // Bumped by clear(), so a refresh answering after logout cannot sign the staff back in.
  let generation = 0;

  const save = (answer: TokenPair, authCode: string | undefined): TokenPair => {
    // Refresh answers may omit the id_token; the identity has not changed, so keep the old one.
    const idToken = answer.id_token ?? current?.id_token;
    const pair = idToken ? { ...answer, id_token: idToken } : answer;
    const claims = decodeIdToken(pair.id_token);
    const staff: StoredStaff | undefined = claims.staffId
      ? { id: claims.staffId, corpId: claims.corpId, userId: claims.userId }
      : loginState.read()?.staff;
    current = pair;
    tokenPairs.write(pair);
    loginState.write({ authCode, refreshToken: pair.refresh_token, staff });
    return pair;
  };

  const settle = async (call: Promise<TokenPair>, authCode: string | undefined) => {
    const started = generation;
    let answer: TokenPair;
    try {
      answer = await call;
    } catch (error) {
      // Superseded by a newer token call: that one stores its pair; ours stays current.
      if (errorCodeOf(error) === IGNORE_CODE && current) return current;
      throw error;
    }
    if (started !== generation) {
      throw new AuthError({ code: SIGNED_OUT_CODE, message: 'Signed out during the token call' });
    }
    return save(answer, authCode);
  };

  const exchangeCode = (code: string) =>
    settle(idp.token({ grantType: 'authorization_code', code }), code);

  const reauthorize = async () => {
    const staff = loginState.read()?.staff;
    if (!staff) throw new AuthError({ code: NO_STAFF_CODE, message: NO_STAFF_MESSAGE });
    const code = await idp.authorize({
      corpId: staff.corpId,
      staffId: staff.id,
      userId: staff.userId,
      redirectUri: deps.redirectUri,
    });
    return exchangeCode(code);
  };

  return {
    current: () => current,
    exchangeCode,
    async refreshWith(refreshToken) {
      const call = idp.token({ grantType: 'refresh_token', refreshToken });
      try {
        return await settle(call, loginState.read()?.authCode);
      } catch (error) {
        if (errorCodeOf(error) !== REFRESH_TOKEN_INVALID_CODE || !deps.crossOrigin) throw error;
        return reauthorize();
      }
    },
    clear() {
      generation += 1;
      current = undefined;
      tokenPairs.clear();
      loginState.clear();
    },
  };
}
