import { SECRET_MEMORY, SecretRegistry } from './SecretRegistry';

describe('SecretRegistry', () => {
  const token = 'lab-at-0123456789abcdef01234567';

  it('masks an issued token under any field name, in JSON and in addresses', () => {
    const secrets = new SecretRegistry();
    secrets.add(token);
    expect(secrets.mask(`{"value":{"id":"${token}"}}`)).toBe('{"value":{"id":"lab-…"}}');
    expect(secrets.mask(`/x?code=${token}&a=1`)).toBe('/x?code=lab-…&a=1');
  });

  it('leaves values it never issued alone, even when they look like tokens', () => {
    const secrets = new SecretRegistry();
    secrets.add(token);
    expect(secrets.mask('lab-at-ffffffffffffffffffffffff')).toBe('lab-at-ffffffffffffffffffffffff');
  });

  it('ignores values too short to be credentials', () => {
    const secrets = new SecretRegistry();
    secrets.add('abc');
    expect(secrets.mask('abc abcabc')).toBe('abc abcabc');
  });

  it('finds the issued secrets of a text in order of appearance', () => {
    const secrets = new SecretRegistry();
    secrets.add(token);
    secrets.add('lab-rt-aaaaaaaaaaaaaaaaaaaaaaaa');
    const text = `{"refresh":"lab-rt-aaaaaaaaaaaaaaaaaaaaaaaa","access":"${token}","again":"${token}"}`;
    expect(secrets.find(text)).toEqual(['lab-rt-aaaaaaaaaaaaaaaaaaaaaaaa', token]);
  });

  it('forgets the oldest secrets beyond its memory', () => {
    const secrets = new SecretRegistry();
    for (let index = 0; index <= SECRET_MEMORY; index += 1) secrets.add(`secret-${index}-xxxxxx`);
    expect(secrets.has('secret-0-xxxxxx')).toBe(false);
    expect(secrets.has(`secret-${SECRET_MEMORY}-xxxxxx`)).toBe(true);
  });
});
