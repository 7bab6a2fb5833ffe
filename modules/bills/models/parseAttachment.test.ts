import { isSameSite, isSafeFileUrl } from './parseAttachment';

describe('attachment addresses', () => {
  it.each([
    ['/__lab/files/a', true],
    ['https://cdn.example.com/a', true],
    ['//evil.example.com/a', false],
    ['data:text/html,hi', false],
  ])('%s is safe to link: %p', (url, safe) => {
    expect(isSafeFileUrl(url)).toBe(safe);
  });

  it('sends the token only to this site', () => {
    expect(isSameSite('/files/a', 'https://app.example.com')).toBe(true);
    expect(isSameSite('https://app.example.com/a', 'https://app.example.com')).toBe(true);
    expect(isSameSite('https://cdn.example.com/a', 'https://app.example.com')).toBe(false);
    expect(isSameSite('//app.example.com/a', 'https://app.example.com')).toBe(false);
  });
});
