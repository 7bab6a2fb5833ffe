import { createHttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore } from '../store';
import { fetchAppRegistry } from './fetchRegistry';
import { prefetchRegistry } from './prefetchRegistry';
import { rawEntry } from './testing/registryEntry';

function setUp() {
  const http = createHttpClient({ baseURL: 'https://api.test/api' });
  const get = jest.spyOn(http.axios, 'get');
  const root = new RootStore({ http, i18n: createI18n() });
  return { http, get, root };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the registry’s first try, started with sign-in', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the registry center at the address the client would use, with the page’s cookies', () => {
    const { http } = setUp();
    const fetchSpy = jest.spyOn(global, 'fetch').mockResolvedValue(answer(200, []));
    prefetchRegistry(http, ' /v1/microapps/registry ');
    expect(fetchSpy).toHaveBeenCalledWith('https://api.test/api/v1/microapps/registry', {
      credentials: 'same-origin',
    });
  });

  it('is not made without a registry address', () => {
    const { http } = setUp();
    const fetchSpy = jest.spyOn(global, 'fetch');
    expect(prefetchRegistry(http, null)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stands for the first of the registry’s tries, so the registry is asked once', async () => {
    const { http, get, root } = setUp();
    jest.spyOn(global, 'fetch').mockResolvedValue(answer(200, [rawEntry()]));
    const firstTry = prefetchRegistry(http, '/registry');
    const config = { registryUrl: '/registry', registryFallbackUrl: null };
    const apps = await fetchAppRegistry(root, config, firstTry);
    expect(apps.map((app) => app.name)).toEqual(['bills']);
    expect(get).not.toHaveBeenCalled();
  });

  it('counts as a failed try when it fails, and the next try goes through the client', async () => {
    const { http, get, root } = setUp();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(global, 'fetch').mockResolvedValue(answer(401, { message: 'no session' }));
    get.mockResolvedValue({ data: [rawEntry()] });
    const firstTry = prefetchRegistry(http, '/registry');
    const config = { registryUrl: '/registry', registryFallbackUrl: null };
    const apps = await fetchAppRegistry(root, config, firstTry);
    expect(apps).toHaveLength(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('try 1 of 2 failed'));
  });
});
