import { parseOrNull } from '@contracts/core/parse';
import { authorizeAnswerSchema, tokenAnswerSchema } from '@contracts/session/identityProvider';
import type { HttpClient } from '../http';
import { IdentityProviderError, INVALID_ANSWER_CODE } from './AuthError';
import { systemClock, type Clock } from './Clock';
import { readProviderError, toIdentityProviderError } from './toIdentityProviderError';
import { TOKEN_PATH } from './sessionPaths';
import { datedPair, type TokenPair } from './TokenPair';

export const AUTHORIZE_PATH = '/api/idp/public/oauth2/authorize';
export const DEFAULT_CLIENT_ID = 'client-app';

export type TokenGrant =
  | { grantType: 'authorization_code'; code: string }
  | { grantType: 'refresh_token'; refreshToken: string };

export interface AuthorizeRequest {
  corpId?: string;
  staffId: string;
  userId?: string;
  redirectUri: string;
}

export interface IdentityProviderClient {
  token(grant: TokenGrant): Promise<TokenPair>;
  /** Asks for a new auth code for a known staff, using the provider's cookie session. */
  authorize(request: AuthorizeRequest): Promise<string>;
}

export interface IdentityProviderClientOptions {
  http: HttpClient;
  host: string;
  clientId?: string;
  /** Dates a pair whose answer gives only expires_in. */
  clock?: Clock;
}

function invalidAnswer(body: unknown, what: string): IdentityProviderError {
  // A 200 carrying the provider's error still reports the provider's own code.
  const reported = readProviderError(body);
  return new IdentityProviderError({
    code: reported.code ?? INVALID_ANSWER_CODE,
    message: reported.message ?? `The identity provider answered without ${what}`,
  });
}

/** docs/sign-in-and-hosts.md "Identity provider": the token and authorize calls, with answers validated. */
export function createIdentityProviderClient(
  options: IdentityProviderClientOptions,
): IdentityProviderClient {
  const { http } = options;
  const clock = options.clock ?? systemClock;
  const host = options.host.replace(/\/+$/, '');
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;

  const post = async (path: string, body: object, config: object): Promise<unknown> => {
    try {
      return (await http.axios.post<unknown>(`${host}${path}`, body, config)).data;
    } catch (error) {
      throw toIdentityProviderError(error);
    }
  };

  return {
    async token(grant) {
      const secret =
        grant.grantType === 'authorization_code'
          ? { code: grant.code }
          : { refreshToken: grant.refreshToken };
      // 'token' dedupe: identical calls within the window share one request, and a newer
      // call with another body supersedes an older one (it rejects as error:ignore).
      const body = await post(
        TOKEN_PATH,
        { clientId, grantType: grant.grantType, ...secret },
        {
          dedupe: 'token',
        },
      );
      const answer = parseOrNull(tokenAnswerSchema, body);
      if (!answer) throw invalidAnswer(body, 'a token pair');
      return datedPair(answer.data, clock.now());
    },
    async authorize({ corpId, staffId, userId, redirectUri }) {
      const body = await post(
        AUTHORIZE_PATH,
        {
          requestedIdentity: { corpId, staffId, userId, tokenType: 'staff' },
          grantType: 'authorize',
          clientId,
          redirectUri,
        },
        { withCredentials: true },
      );
      const code = parseOrNull(authorizeAnswerSchema, body);
      if (code === null) throw invalidAnswer(body, 'a code');
      return code;
    },
  };
}
