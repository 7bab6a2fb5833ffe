import { createSafeStorage, type StorageLike } from './createSafeStorage';
import { readField, readNumber, parseJson } from './readValue';
import { parseBusinessCenterAnswer, type BusinessCenterAnswer } from './requestBusinessCenterToken';

/** Spec §9: the one local-storage key for business-center tokens. */
export const BUSINESS_CENTER_TOKEN_KEY = 'expense:bc-token';

/** The full answer, plus when its token lapses (epoch ms) since expiresIn is relative. */
export interface StoredBusinessCenterToken {
  response: BusinessCenterAnswer;
  expiresAt: number;
}

export interface BusinessCenterTokenStore {
  read(): StoredBusinessCenterToken | undefined;
  write(token: StoredBusinessCenterToken): void;
  clear(): void;
}

export function createBusinessCenterTokenStore(
  storage: StorageLike | undefined,
): BusinessCenterTokenStore {
  const safe = createSafeStorage(storage);
  return {
    read() {
      const stored = parseJson(safe.getItem(BUSINESS_CENTER_TOKEN_KEY));
      const response = parseBusinessCenterAnswer(readField(stored, 'response'));
      const expiresAt = readNumber(readField(stored, 'expiresAt'));
      return response && expiresAt !== undefined ? { response, expiresAt } : undefined;
    },
    write: (token) => safe.setItem(BUSINESS_CENTER_TOKEN_KEY, JSON.stringify(token)),
    clear: () => safe.removeItem(BUSINESS_CENTER_TOKEN_KEY),
  };
}
