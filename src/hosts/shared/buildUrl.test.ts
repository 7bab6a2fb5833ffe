import { buildUrl, pathAndQueryWithout } from './buildUrl';
import { sameOriginPath } from './sameOriginPath';

describe('building an address', () => {
  it('encodes values, leaves out undefined ones and keeps the base query', () => {
    expect(buildUrl('https://a.test/x?k=1', { s: '/p?q=1&r', skip: undefined, e: '' })).toBe(
      'https://a.test/x?k=1&s=%2Fp%3Fq%3D1%26r&e=',
    );
  });

  it('puts the query before the hash, replacing it when asked', () => {
    expect(buildUrl('/p#old', { a: '1' })).toBe('/p?a=1#old');
    expect(buildUrl('/p#old', { a: '1' }, 'new')).toBe('/p?a=1#new');
  });

  it('drops named parameters from the current path and query', () => {
    expect(pathAndQueryWithout('https://a.test/p?code=1&x=2#h', ['code'])).toBe('/p?x=2');
  });
});

describe('trusting a state value as a path', () => {
  const origin = 'https://app.test';

  it.each([
    ['/web/bills?x=1#t', '/web/bills?x=1#t'],
    ['%2Fweb%2Fbills', '/web/bills'],
    ['/web/../admin', '/admin'],
  ])('accepts %s', (state, path) => {
    expect(sameOriginPath(state, origin)).toBe(path);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    '%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (state) => {
    expect(sameOriginPath(state, origin)).toBeUndefined();
  });
});
