import { parseEndUser, userSignature } from './parseEndUser';

describe('reading the end user a client sends', () => {
  it('requires a non-empty keyId, as the evaluation server does', () => {
    expect(parseEndUser({ name: 'bob' })).toBeNull();
    expect(parseEndUser({ keyId: '' })).toBeNull();
    expect(parseEndUser('u1')).toBeNull();
    expect(parseEndUser(null)).toBeNull();
  });

  it('defaults a missing name to empty and stringifies custom values', () => {
    const user = parseEndUser({
      keyId: 'u1',
      customizedProperties: [
        { name: 'level', value: 3 },
        { name: 'beta', value: true },
        { name: 'gone', value: null },
        { value: 'no name' },
      ],
    });
    expect(user).toEqual({
      keyId: 'u1',
      name: '',
      customizedProperties: [
        { name: 'level', value: '3' },
        { name: 'beta', value: 'true' },
      ],
    });
  });

  it('gives the same signature for the same attributes in another order', () => {
    const a = { name: 'corporationId', value: 'c1' };
    const b = { name: 'locale', value: 'zh-CN' };
    expect(userSignature({ keyId: 'u1', name: 'n', customizedProperties: [a, b] })).toBe(
      userSignature({ keyId: 'u1', name: 'n', customizedProperties: [b, a] }),
    );
  });

  it('gives another signature when an attribute changes', () => {
    const user = { keyId: 'u1', name: 'n', customizedProperties: [{ name: 't', value: 'a' }] };
    const moved = { ...user, customizedProperties: [{ name: 't', value: 'b' }] };
    expect(userSignature(user)).not.toBe(userSignature(moved));
  });
});
