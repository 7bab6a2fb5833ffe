import { DEFAULT_CONFIG } from './AppConfig';
import { loadAppConfig } from './loadAppConfig';
import { parseAppConfig } from './parseAppConfig';

describe('parseAppConfig', () => {
  it('returns the defaults for an empty object without complaint', () => {
    expect(parseAppConfig({})).toEqual({ config: DEFAULT_CONFIG, problems: [] });
  });

  it('reads every field of a complete config', () => {
    const { config, problems } = parseAppConfig({
      apiBase: 'https://api.example.com/api',
      grantEndpointPatterns: ['https://api.example.com/api/'],
      registryUrl: 'https://r.example.com/list.json',
      documentPreviewHost: 'https://preview.example.com',
      featbit: {
        sdkKey: 'k',
        streamingUrl: 'wss://f',
        pollingUrl: 'https://f',
        eventsUrl: 'https://f',
      },
      identityProvider: { host: 'https://idp', clientId: 'app' },
      lab: { enabled: true, crashRoute: true },
    });
    expect(problems).toEqual([]);
    expect(config.apiBase).toBe('https://api.example.com/api');
    expect(config.featbit.sdkKey).toBe('k');
    expect(config.identityProvider.clientId).toBe('app');
    expect(config.lab.crashRoute).toBe(true);
    expect(config.documentPreviewHost).toBe('https://preview.example.com');
  });

  it('falls back field by field and names each bad field', () => {
    const { config, problems } = parseAppConfig({
      apiBase: 42,
      grantEndpointPatterns: 'everything',
      featbit: 'on',
      lab: { crashRoute: 'yes' },
    });
    expect(config.apiBase).toBe('/api');
    expect(config.grantEndpointPatterns).toEqual([]);
    expect(config.lab.crashRoute).toBe(false);
    expect(problems).toEqual([
      'grantEndpointPatterns must be a list of strings',
      'featbit must be an object',
      'apiBase must be a string',
      'lab.crashRoute must be true or false',
    ]);
  });

  it('reads the flag sync mode and refuses an unknown one', () => {
    expect(parseAppConfig({ featbit: { mode: 'polling' } }).config.featbit.mode).toBe('polling');
    const { config, problems } = parseAppConfig({ featbit: { mode: 'carrier-pigeon' } });
    expect(config.featbit.mode).toBe('streaming');
    expect(problems).toEqual(['featbit.mode must be "streaming" or "polling"']);
  });

  it('refuses a config that is not an object', () => {
    expect(parseAppConfig([1, 2]).problems).toEqual(['config must be an object']);
    expect(parseAppConfig('x').config).toBe(DEFAULT_CONFIG);
  });
});

describe('loadAppConfig', () => {
  const answer = (status: number, body: string) => () =>
    Promise.resolve(new Response(body, { status }));

  it('uses the defaults silently when there is no config file', async () => {
    expect(await loadAppConfig(answer(404, ''))).toEqual({ config: DEFAULT_CONFIG, problems: [] });
  });

  it('reports a server error and still returns the defaults', async () => {
    const { config, problems } = await loadAppConfig(answer(500, 'oops'));
    expect(config).toBe(DEFAULT_CONFIG);
    expect(problems).toEqual(['/app-config.json answered 500']);
  });

  it('reports a file that is not JSON', async () => {
    expect((await loadAppConfig(answer(200, '<html>'))).problems).toEqual([
      '/app-config.json is not valid JSON',
    ]);
  });

  it('reports a network failure', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await loadAppConfig(failing)).problems).toEqual([
      '/app-config.json could not be loaded: Failed to fetch',
    ]);
  });

  it("reads the start-calls script's copy of the file instead of asking again", async () => {
    const fetchAgain = jest.fn(answer(200, '{}'));
    const early = Promise.resolve(new Response(JSON.stringify({ apiBase: '/early' })));
    const { config } = await loadAppConfig(fetchAgain, early);
    expect(config.apiBase).toBe('/early');
    expect(fetchAgain).not.toHaveBeenCalled();
  });

  it('asks for the file itself when the start-calls script has no copy', async () => {
    const own = answer(200, JSON.stringify({ apiBase: '/own' }));
    expect((await loadAppConfig(own, Promise.resolve(null))).config.apiBase).toBe('/own');
  });

  it('parses a good file', async () => {
    const { config } = await loadAppConfig(answer(200, JSON.stringify({ apiBase: '/gateway' })));
    expect(config.apiBase).toBe('/gateway');
  });
});
