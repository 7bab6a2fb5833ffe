import type { StartupParams } from '../startup';
import { notLoggedInError } from './AuthError';
import { createSafeStorage, type StorageLike } from './createSafeStorage';
import { readText } from './readValue';

/** Where a plain session login keeps its token and corporation between visits. */
export const SESSION_TOKEN_KEY = 'expense:session-token';
export const CORPORATION_ID_KEY = 'expense:corporation-id';

export type StoredLoginParams = Pick<
  StartupParams,
  'loginBySession' | 'singlePoint' | 'corpId' | 'ekbCorpId' | 'accessToken'
>;

/** What a normal session login starts from; no token means the session cookie decides. */
export interface StoredLogin {
  accessToken?: string;
  corporationId?: string;
}

const MAX_TOKEN_LENGTH = 4096;

/**
 * Sign-in, stored state (docs/sign-in-and-hosts.md), first rule that applies: session flag with a stored token;
 * single-point entry with a corporation and token (stored for next time); a stored
 * corporation; otherwise not logged in (401).
 */
export function resolveStoredLogin(input: {
  params: StoredLoginParams;
  storage: StorageLike | undefined;
}): StoredLogin {
  const { params } = input;
  const storage = createSafeStorage(input.storage);
  const storedToken = readText(storage.getItem(SESSION_TOKEN_KEY), MAX_TOKEN_LENGTH);
  const storedCorporation = readText(storage.getItem(CORPORATION_ID_KEY));
  if (params.loginBySession && storedToken) {
    return { accessToken: storedToken, corporationId: storedCorporation };
  }
  const corporationId = readText(params.corpId ?? params.ekbCorpId);
  const accessToken = readText(params.accessToken, MAX_TOKEN_LENGTH);
  if (params.singlePoint && corporationId && accessToken) {
    storage.setItem(SESSION_TOKEN_KEY, accessToken);
    storage.setItem(CORPORATION_ID_KEY, corporationId);
    return { accessToken, corporationId };
  }
  if (storedCorporation) return { corporationId: storedCorporation };
  throw notLoggedInError();
}
