import { readAppletRedirect } from './readAppletRedirect';

const ORIGIN = 'https://app.test';

describe('the chat-app applet redirect page', () => {
  it('continues at the state path with the code and the wx corp id', () => {
    const search = '?sso_auth=abc&state=%2Fweb%2Fbills%3Fx%3D1&wxCorpId=wx-1';
    expect(readAppletRedirect(search, ORIGIN)).toEqual({
      url: '/web/bills?x=1&auth_code=abc&corpId=wx-1',
    });
  });

  it('accepts a state encoded twice', () => {
    const search = '?sso_auth=abc&state=%252Fweb%252Fbills';
    expect(readAppletRedirect(search, ORIGIN)).toEqual({ url: '/web/bills?auth_code=abc' });
  });

  it.each([
    ['an absolute URL', 'https%3A%2F%2Fevil.test%2Fx'],
    ['a protocol-relative URL', '%2F%2Fevil.test%2Fx'],
    ['a backslash trick', '%2F%5Cevil.test'],
    ['a javascript URL', 'javascript%3Aalert(1)'],
    ['nothing', ''],
  ])('falls back to the root for %s as state', (_label, state) => {
    expect(readAppletRedirect(`?sso_auth=abc&state=${state}`, ORIGIN)).toEqual({
      url: '/?auth_code=abc',
    });
  });

  it('answers the missing-code error without sso_auth', () => {
    expect(readAppletRedirect('?state=%2Fweb', ORIGIN)).toEqual({ error: { key: 'noCode' } });
  });
});

describe('when the address to return to already names a corporation', () => {
  it('replaces its corpId and code instead of repeating them', () => {
    const state = encodeURIComponent('/bills?corpId=old&auth_code=stale&tab=2');
    const result = readAppletRedirect(
      `?sso_auth=C1&state=${state}&wxCorpId=wx9`,
      'https://app.example',
    );
    expect(result).toEqual({ url: '/bills?tab=2&auth_code=C1&corpId=wx9' });
  });
});
