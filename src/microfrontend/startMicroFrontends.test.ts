import { createHttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore } from '../store';
import { startMicroFrontends } from './startMicroFrontends';

function setUp() {
  const http = createHttpClient();
  const get = jest.spyOn(http.axios, 'get');
  const root = new RootStore({ http, i18n: createI18n() });
  const config = { registryUrl: '/registry', registryFallbackUrl: null };
  return { root, get, config };
}

describe('startMicroFrontends', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('uses a registry fetch already under way instead of asking again', async () => {
    const { root, get, config } = setUp();
    await startMicroFrontends({ root, config, registry: Promise.resolve([]) });
    expect(get).not.toHaveBeenCalled();
    expect(root.microApps.registryError).toBeNull();
  });

  it('shows a failed prefetched registry like a failed fetch', async () => {
    const { root, config } = setUp();
    const registry = Promise.reject(new Error('registry down'));
    await startMicroFrontends({ root, config, registry });
    expect(root.microApps.registryError).toBe('registry down');
  });
});
