import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { issuedSecrets } from '../journal/SecretRegistry';

const PREFIX = 'lab-form-';

export interface FormTokens {
  /** A token for one form upload to the lab's form storage (the HUAYU path). */
  issue(): string;
  accepts(token: unknown): boolean;
}

/**
 * Upload tokens the form storage checks without remembering them: a nonce and its HMAC under a
 * key of this lab process, so a token made up by a page (or left from another lab run) fails.
 */
export function createFormTokens(key: Buffer = randomBytes(32)): FormTokens {
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    issue() {
      const nonce = randomUUID().replace(/-/g, '');
      const token = `${PREFIX}${nonce}.${sign(nonce)}`;
      issuedSecrets.add(token);
      return token;
    },
    accepts(token) {
      if (typeof token !== 'string' || !token.startsWith(PREFIX)) return false;
      const [nonce, signature] = token.slice(PREFIX.length).split('.');
      if (!nonce || !signature) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
