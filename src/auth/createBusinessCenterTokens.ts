import type { HttpClient } from '../http';
import { BusinessCenterError } from './AuthError';
import { describeFailure, type AuthLog } from './AuthLog';
import {
  createBusinessCenterTokenStore,
  type StoredBusinessCenterToken,
} from './BusinessCenterTokenStore';
import type { Clock } from './Clock';
import type { StorageLike } from './createSafeStorage';
import {
  isInvalidCodeRejection,
  requestBusinessCenterToken,
  type BusinessCenterGrant,
} from './requestBusinessCenterToken';

/** Spec §9: check every 3 s; a token counts as expired 30 s early. */
export const BUSINESS_CENTER_CHECK_INTERVAL_MS = 3000;
export const BUSINESS_CENTER_EARLY_EXPIRY_MS = 30_000;
export const NO_BUSINESS_CENTER_CREDENTIAL_CODE = 'error:bc:no-credential';

export interface BusinessCenterTokensDeps {
  http: HttpClient;
  host: string;
  product: string;
  clientId?: string;
  storage: StorageLike | undefined;
  clock: Clock;
  log: AuthLog;
}

export interface BusinessCenterTokens {
  /** The cached token while valid, else one fetched by `code` or by the stored refresh token. */
  getToken(code?: string): Promise<string>;
  stop(): void;
}

/** Spec §4 "Business-center token". */
export function createBusinessCenterTokens(deps: BusinessCenterTokensDeps): BusinessCenterTokens {
  const { clock, log } = deps;
  const endpoint = {
    host: deps.host,
    product: deps.product,
    clientId: deps.clientId ?? 'client-app',
  };
  const store = createBusinessCenterTokenStore(deps.storage);
  let cached = store.read();
  let pending: Promise<string> | undefined;
  let timer: unknown;

  const isExpired = (token: StoredBusinessCenterToken) =>
    clock.now() >= token.expiresAt - BUSINESS_CENTER_EARLY_EXPIRY_MS;

  const request = async (grant: BusinessCenterGrant) => {
    const response = await requestBusinessCenterToken(deps.http, endpoint, grant);
    cached = { response, expiresAt: clock.now() + response.data.expiresIn * 1000 };
    store.write(cached);
    return response.data.token;
  };

  const byRefreshToken = (original?: unknown) => {
    const refreshToken = cached?.response.data.refreshToken;
    if (refreshToken) return request({ refreshToken });
    throw (
      original ??
      new BusinessCenterError({
        code: NO_BUSINESS_CENTER_CREDENTIAL_CODE,
        message: 'No business-center code or refresh token',
      })
    );
  };

  const fetchToken = async (code: string | undefined) => {
    if (!code) return byRefreshToken();
    try {
      return await request({ code });
    } catch (error) {
      if (!isInvalidCodeRejection(error)) throw error;
      return byRefreshToken(error);
    }
  };

  // One request at a time, so a refresh token is never spent twice.
  const fetchOnce = (code: string | undefined) => {
    pending ??= fetchToken(code).finally(() => {
      pending = undefined;
    });
    return pending;
  };

  const startChecking = () => {
    timer ??= clock.setInterval(() => {
      if (!cached || !isExpired(cached) || pending) return;
      fetchOnce(undefined).catch((error: unknown) => {
        log.warn('[auth] business-center token renewal failed', describeFailure(error));
      });
    }, BUSINESS_CENTER_CHECK_INTERVAL_MS);
  };

  return {
    async getToken(code) {
      const token =
        cached && !isExpired(cached) ? cached.response.data.token : await fetchOnce(code);
      startChecking();
      return token;
    },
    stop() {
      if (timer !== undefined) clock.clearInterval(timer);
      timer = undefined;
    },
  };
}
