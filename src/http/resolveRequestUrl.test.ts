import { currentPageUrl, resolveRequestUrl } from './resolveRequestUrl';

const page = 'http://app.example.com/bills/list?x=1';

describe('resolveRequestUrl', () => {
  describe('when there is no baseURL', () => {
    it('resolves a path against the page', () => {
      expect(resolveRequestUrl({ url: '/api/v1/me' }, page)).toBe(
        'http://app.example.com/api/v1/me',
      );
    });

    it('resolves a relative path against the page directory', () => {
      expect(resolveRequestUrl({ url: 'api/me' }, page)).toBe(
        'http://app.example.com/bills/api/me',
      );
    });
  });

  describe('when a baseURL is set', () => {
    it('joins it with the URL without doubling slashes', () => {
      expect(resolveRequestUrl({ baseURL: 'http://h:1/api/', url: '/v1/me' }, page)).toBe(
        'http://h:1/api/v1/me',
      );
    });

    it('resolves a relative baseURL against the page', () => {
      expect(resolveRequestUrl({ baseURL: '/api', url: 'v1/me' }, page)).toBe(
        'http://app.example.com/api/v1/me',
      );
    });

    it('uses the baseURL alone when there is no URL', () => {
      expect(resolveRequestUrl({ baseURL: 'http://h:1/api' }, page)).toBe('http://h:1/api');
    });

    it('lets an absolute URL win, as axios does', () => {
      expect(resolveRequestUrl({ baseURL: 'http://h:1/api', url: 'http://other/x' }, page)).toBe(
        'http://other/x',
      );
    });

    it('keeps the baseURL when absolute URLs are disallowed, as axios does', () => {
      const config = { baseURL: 'http://h:1/api', url: 'http://other/x', allowAbsoluteUrls: false };
      expect(resolveRequestUrl(config, page)).toBe('http://h:1/api/http://other/x');
    });
  });

  describe('when the path climbs out with ..', () => {
    it('normalises it so it cannot pose as a deeper path', () => {
      expect(resolveRequestUrl({ url: 'http://h/api/../admin' }, page)).toBe('http://h/admin');
    });
  });

  describe('when the URL cannot be parsed', () => {
    it('returns it as given instead of throwing', () => {
      expect(resolveRequestUrl({ url: 'http://[bad' }, page)).toBe('http://[bad');
    });
  });

  describe('when no page URL is passed', () => {
    it('uses the current page', () => {
      expect(currentPageUrl()).toBe(location.href);
      expect(resolveRequestUrl({ url: '/x' })).toBe(new URL('/x', location.href).href);
    });
  });
});
