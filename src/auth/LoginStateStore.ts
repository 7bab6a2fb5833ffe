import { createSafeStorage, type StorageLike } from './createSafeStorage';
import { isJsonObject, parseJson, readText } from './readValue';

export const LOGIN_STATE_KEY = 'expense:idp-login-state';

/** The staff the provider said signed in; what re-authorizing asks for again. */
export interface StoredStaff {
  id: string;
  corpId?: string;
  userId?: string;
}

/** What survives a reload of an identity-provider login (Sign-in, stored state (docs/sign-in-and-hosts.md)). */
export interface LoginState {
  /** The code last exchanged: the same code again (a reload) reuses the refresh token. */
  authCode?: string;
  refreshToken: string;
  staff?: StoredStaff;
}

export interface LoginStateStore {
  read(): LoginState | undefined;
  write(state: LoginState): void;
  clear(): void;
}

const MAX_TOKEN_LENGTH = 16_384;

function parseStaff(value: unknown): StoredStaff | undefined {
  if (!isJsonObject(value)) return undefined;
  const id = readText(value.id);
  if (!id) return undefined;
  const corpId = readText(value.corpId);
  const userId = readText(value.userId);
  return { id, ...(corpId ? { corpId } : {}), ...(userId ? { userId } : {}) };
}

/** Reads a stored login state; anything corrupt or foreign reads as no state. */
export function parseLoginState(value: unknown): LoginState | undefined {
  if (!isJsonObject(value)) return undefined;
  const refreshToken = readText(value.refreshToken, MAX_TOKEN_LENGTH);
  if (!refreshToken) return undefined;
  const authCode = readText(value.authCode, 4096);
  const staff = parseStaff(value.staff);
  return { refreshToken, ...(authCode ? { authCode } : {}), ...(staff ? { staff } : {}) };
}

export function createLoginStateStore(storage: StorageLike | undefined): LoginStateStore {
  const safe = createSafeStorage(storage);
  return {
    read: () => parseLoginState(parseJson(safe.getItem(LOGIN_STATE_KEY))),
    write: (state) => safe.setItem(LOGIN_STATE_KEY, JSON.stringify(state)),
    clear: () => safe.removeItem(LOGIN_STATE_KEY),
  };
}
