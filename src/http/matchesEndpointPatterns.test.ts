import { matchesEndpointPatterns } from './matchesEndpointPatterns';

const page = 'http://app.example.com/index.html';

describe('matchesEndpointPatterns', () => {
  describe('when no patterns are configured', () => {
    it('matches every URL', () => {
      expect(matchesEndpointPatterns('https://anywhere.example.org/x', [], page)).toBe(true);
    });
  });

  describe('when a string prefix is configured', () => {
    const patterns = ['http://127.0.0.1:4510/api/'];

    it('matches a URL under it', () => {
      expect(matchesEndpointPatterns('http://127.0.0.1:4510/api/v1/me', patterns, page)).toBe(true);
    });

    it('does not match another host', () => {
      expect(matchesEndpointPatterns('http://evil.example.com/api/v1', patterns, page)).toBe(false);
    });

    it('does not match another path on the same host', () => {
      expect(matchesEndpointPatterns('http://127.0.0.1:4510/other', patterns, page)).toBe(false);
    });
  });

  describe('when a prefix omits the trailing slash after the port', () => {
    it('does not match a longer port number', () => {
      const patterns = ['http://127.0.0.1:4510'];
      expect(matchesEndpointPatterns('http://127.0.0.1:4510/api', patterns, page)).toBe(true);
      expect(matchesEndpointPatterns('http://127.0.0.1:45100/api', patterns, page)).toBe(false);
    });
  });

  describe('when a prefix is relative', () => {
    it('is read against the page, so it means the page origin', () => {
      expect(matchesEndpointPatterns('http://app.example.com/api/x', ['/api/'], page)).toBe(true);
      expect(matchesEndpointPatterns('http://other.example.com/api/x', ['/api/'], page)).toBe(
        false,
      );
    });
  });

  describe('when a RegExp is configured', () => {
    it('tests it against the absolute URL', () => {
      const patterns = [/^https?:\/\/[^/]*\.corp\.example\/api\//];
      expect(matchesEndpointPatterns('https://a.corp.example/api/v1', patterns, page)).toBe(true);
      expect(matchesEndpointPatterns('https://a.example/api/v1', patterns, page)).toBe(false);
    });

    it('gives the same answer on repeated calls with a global RegExp', () => {
      const patterns = [/api/g];
      expect(matchesEndpointPatterns('http://h/api/1', patterns, page)).toBe(true);
      expect(matchesEndpointPatterns('http://h/api/1', patterns, page)).toBe(true);
    });
  });

  describe('when several patterns are configured', () => {
    it('matches when any one does', () => {
      const patterns = ['http://a/api/', /\/\/b\//];
      expect(matchesEndpointPatterns('http://b/x', patterns, page)).toBe(true);
      expect(matchesEndpointPatterns('http://c/x', patterns, page)).toBe(false);
    });
  });
});
