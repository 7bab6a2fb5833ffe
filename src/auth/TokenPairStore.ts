import { createSafeStorage, type StorageLike } from './createSafeStorage';
import { parseJson } from './readValue';
import { parseStoredTokenPair } from './storedTokenPair';
import type { TokenPair } from './TokenPair';

export interface TokenPairStore {
  /** The storage key, per page so two apps under one origin keep their own grants. */
  readonly key: string;
  read(): TokenPair | undefined;
  write(pair: TokenPair): void;
  clear(): void;
}

const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;

/** First path segment, or 'root'; anything odd also reads as 'root' rather than into a key. */
export function pageKeyOf(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first && SEGMENT.test(first) ? first : 'root';
}

export function grantStorageKey(pathname: string): string {
  return `expense:idp-grant:${pageKeyOf(pathname)}`;
}

export function createTokenPairStore(
  storage: StorageLike | undefined,
  pathname: string,
): TokenPairStore {
  const safe = createSafeStorage(storage);
  const key = grantStorageKey(pathname);
  return {
    key,
    read: () => parseStoredTokenPair(parseJson(safe.getItem(key))),
    write: (pair) => safe.setItem(key, JSON.stringify(pair)),
    clear: () => safe.removeItem(key),
  };
}
