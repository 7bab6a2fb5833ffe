import fc from 'fast-check';
import { decodeIdToken } from './decodeIdToken';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('when an id_token is arbitrary text', () => {
  it('never throws and claims only strings', () => {
    const token = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.tuple(fc.string(), fc.string(), fc.string()).map((parts) => parts.join('.')),
      fc.json().map((payload) => `h.${base64Url(payload)}.s`),
    );
    fc.assert(
      fc.property(token, (idToken) => {
        const claims = decodeIdToken(idToken);
        for (const value of Object.values(claims)) expect(typeof value).toBe('string');
      }),
    );
  });

  it('reads back any claims a well-formed token carries, in any script', () => {
    const id = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(id, id, (userId, corpId) => {
        const token = `h.${base64Url(JSON.stringify({ userId, corpId }))}.s`;
        const claims = decodeIdToken(token);
        expect(claims.userId?.trim()).toBe(userId.trim());
        expect(claims.corpId?.trim()).toBe(corpId.trim());
      }),
    );
  });
});
