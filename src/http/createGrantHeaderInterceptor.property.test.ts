import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { createGrantHeaderInterceptor, GRANT_HEADER } from './createGrantHeaderInterceptor';

const API = 'https://api.example.com/api/';

const addGrant = createGrantHeaderInterceptor({
  getGrantToken: () => 'grant-token',
  getEndpointPatterns: () => [API],
});

/** Hosts and paths an attacker would try to make look like the API. */
const host = fc.constantFrom(
  'api.example.com',
  'api.example.com.evil.test',
  'api.example.com@evil.test',
  'evil.test',
  'evil.test#@api.example.com',
  'API.EXAMPLE.COM',
  'api.example.com:443',
  'api.example.com:8443',
  'xn--pi-example.com',
);
const path = fc.oneof(
  fc.constantFrom(
    '/api/',
    '/api/v1/bills',
    '/api/../admin',
    '/api%2f..%2fadmin',
    '/apix/',
    '//evil.test/api/',
    '/./api/x',
    '\\api\\x',
  ),
  fc.webPath(),
);
const url = fc.oneof(
  fc
    .tuple(fc.constantFrom('https://', 'http://', '//', 'javascript:', ''), host, path)
    .map((parts) => parts.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary' }),
);

/** The oracle: the address the browser would really call is under the configured prefix. */
function isUnderApi(requestUrl: string): boolean {
  try {
    const resolved = new URL(requestUrl, window.location.href);
    return resolved.origin === 'https://api.example.com' && resolved.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

async function send(requestUrl: string): Promise<boolean> {
  const config = { url: requestUrl, headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return (await addGrant(config)).headers.has(GRANT_HEADER);
}

describe('when requests go to arbitrary addresses', () => {
  beforeAll(() => {
    window.history.replaceState(null, '', '/bills');
  });

  it('adds the staff grant exactly when the real destination is under a configured endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(url, async (requestUrl) => {
        expect(await send(requestUrl)).toBe(isUnderApi(requestUrl));
      }),
      { numRuns: 500 },
    );
  });

  it('never sends it to a look-alike host or out of the prefix by dot segments', async () => {
    for (const bad of [
      'https://api.example.com.evil.test/api/x',
      'https://api.example.com@evil.test/api/x',
      'https://api.example.com/api/../admin',
      'https://api.example.com:8443/api/x',
      'http://api.example.com/api/x',
      '//evil.test/api/x',
    ]) {
      expect(await send(bad)).toBe(false);
    }
    expect(await send('https://api.example.com/api/v1/bills')).toBe(true);
  });
});
