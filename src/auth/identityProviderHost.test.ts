import {
  IDP_PRODUCTION_HOST,
  IDP_RELEASE_HOST,
  identityProviderHost,
} from './identityProviderHost';

describe('identityProviderHost', () => {
  describe('when a host is configured', () => {
    it('uses it whatever the origin, without a trailing slash', () => {
      expect(identityProviderHost('http://localhost:8080', 'https://sso.corp.test/')).toBe(
        'https://sso.corp.test',
      );
    });

    it('ignores a blank configured host', () => {
      expect(identityProviderHost('https://app.example.com', '  ')).toBe(IDP_PRODUCTION_HOST);
    });
  });

  describe('when the page runs locally', () => {
    it.each(['http://localhost:8080', 'http://127.0.0.1:5173'])(
      'uses the origin %s itself',
      (origin) => {
        expect(identityProviderHost(origin, null)).toBe(origin);
      },
    );
  });

  describe('when the hostname names a pre-production environment', () => {
    it.each([
      'https://release.app.example.com',
      'https://app-test.example.com',
      'https://STAGING.example.com',
      'https://dev2.example.com',
    ])('uses the release host for %s', (origin) => {
      expect(identityProviderHost(origin)).toBe(IDP_RELEASE_HOST);
    });
  });

  describe('when the hostname is a production one', () => {
    it('uses the production host', () => {
      expect(identityProviderHost('https://app.example.com')).toBe(IDP_PRODUCTION_HOST);
    });
  });

  describe('when the origin is not a URL', () => {
    it('falls back to the production host', () => {
      expect(identityProviderHost('not a url')).toBe(IDP_PRODUCTION_HOST);
    });
  });
});
