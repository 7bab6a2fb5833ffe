import { isMobileUserAgent, switchCorporationUrl } from './switchCorporationUrl';

const REQUEST = {
  idpHost: 'https://idp.example.com/',
  corpId: 'corp 1',
  staffId: 'corp1:u&1',
  redirectUri: 'https://app.example.com/web/?a=1&b=2',
  clientId: 'client-app',
};

describe('switchCorporationUrl', () => {
  it('points a desktop browser at the web authorize page with every value encoded', () => {
    const url = new URL(switchCorporationUrl({ ...REQUEST, mobile: false }));
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example.com/idp/web/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      corp_id: 'corp 1',
      staff_id: 'corp1:u&1',
      client_id: 'client-app',
      redirect_uri: 'https://app.example.com/web/?a=1&b=2',
    });
    expect(url.search).toContain(
      'redirect_uri=https%3A%2F%2Fapp.example.com%2Fweb%2F%3Fa%3D1%26b%3D2',
    );
  });

  it('points a phone at the applet authorize page', () => {
    expect(switchCorporationUrl({ ...REQUEST, mobile: true })).toMatch(
      /^https:\/\/idp\.example\.com\/idp\/applet\/authorize\?corp_id=/,
    );
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
  ])('recognises %s', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15',
    undefined,
  ])('treats %s as desktop', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });
});
