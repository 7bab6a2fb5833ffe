import * as auth from './index';

describe('the auth entry point', () => {
  it.each([
    'createIdentitySession',
    'createIdentitySignIn',
    'createLoginStateStore',
    'createTokenPairStore',
    'identityProviderHost',
    'loadStaffSetting',
    'localeFromLanguage',
    'switchCorporationUrl',
    'isMobileUserAgent',
  ])('offers %s', (name) => {
    expect(typeof (auth as Record<string, unknown>)[name]).toBe('function');
  });

  it('states the spec constants', () => {
    expect(auth.REFRESH_WINDOW_MS).toBe(600_000);
    expect(auth.TOKEN_CHECK_INTERVAL_MS).toBe(3000);
    expect(auth.NOT_LOGGED_IN_MESSAGE).toBe('未登录，请重新进入应用');
  });
});
