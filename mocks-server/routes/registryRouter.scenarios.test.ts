import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

const REGISTRY = '/api/v1/microapps/registry';
const bills = { name: 'bills', type: 'APPLICATION', rootPath: '/bills' };

describe('the micro-frontend registry with lab scenarios', () => {
  let server: TestServer;
  const source = jest.fn(() => [bills]);

  beforeAll(async () => {
    server = await startTestServer({ registry: source });
  });

  afterAll(() => server.close());

  beforeEach(() => source.mockClear());

  const fetchWithCookie = async (cookie?: string) => {
    const response = await server.request(REGISTRY, cookie ? { headers: { cookie } } : {});
    return { ...response, body: JSON.parse(response.text) as unknown };
  };
  it('serves the plain list when the scenario cookie is malformed', async () => {
    const response = await server.request(REGISTRY, {
      headers: { cookie: 'session=1; lab-scenario=100%' },
    });
    expect(response.status).toBe(200);
  });

  const names = (body: unknown) => (body as Array<{ name: string }>).map(({ name }) => name);

  it('serves the list unchanged without a scenario cookie', async () => {
    const { status, body, headers } = await fetchWithCookie();
    expect(status).toBe(200);
    expect(body).toEqual([bills]);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  describe('when the cookie asks for bundle-throws', () => {
    it('appends the lab entry after the real list', async () => {
      const { status, body } = await fetchWithCookie('lab-scenario=bundle-throws');
      expect(status).toBe(200);
      expect(body).toEqual([
        bills,
        expect.objectContaining({
          name: 'lab-bundle-throws',
          type: 'APPLICATION',
          rootPath: '/lab/bundle-throws',
          bundleUrl: '/lab-bundles/throws.js?name=lab-bundle-throws',
        }),
      ]);
    });

    it('serves a bundle at that entry that throws under its name', async () => {
      const { body } = await fetchWithCookie('theme=dark; lab-scenario=bundle-throws');
      const [, lab] = body as Array<{ bundleUrl: string }>;
      const bundle = await server.request(lab.bundleUrl);
      expect(bundle.status).toBe(200);
      expect(bundle.text).toContain('"lab-bundle-throws"');
    });
  });

  it('appends the entries of several scenarios in cookie order', async () => {
    const { body } = await fetchWithCookie('lab-scenario=bundle-no-mount%2Cslow-loader');
    expect(names(body)).toEqual([
      'bills',
      'lab-bundle-no-mount',
      ...Array.from({ length: 8 }, (_, index) => `lab-slow-util-${index + 1}`),
    ]);
  });

  it('ignores unknown scenario names', async () => {
    const { status, body } = await fetchWithCookie('lab-scenario=drop-tables');
    expect(status).toBe(200);
    expect(body).toEqual([bills]);
  });

  describe('when the cookie asks for registry-down', () => {
    it('answers 503 with an error envelope', async () => {
      const { status, body } = await fetchWithCookie('lab-scenario=registry-down');
      expect(status).toBe(503);
      expect(body).toEqual({
        error: {
          code: 'error:lab:registry-down',
          message: 'Lab scenario registry-down: the registry center is unavailable',
        },
      });
    });

    it('wins over other scenarios and never reads the source', async () => {
      const { status } = await fetchWithCookie('lab-scenario=bundle-throws,registry-down');
      expect(status).toBe(503);
      expect(source).not.toHaveBeenCalled();
    });
  });
});

describe('the registry with lab scenarios and a source that is not a list', () => {
  it('serves the source as is, without scenario entries', async () => {
    const server = await startTestServer({ registry: () => ({ broken: true }) });
    try {
      const response = await server.request(REGISTRY, {
        headers: { cookie: 'lab-scenario=bundle-throws' },
      });
      expect(JSON.parse(response.text)).toEqual({ broken: true });
    } finally {
      await server.close();
    }
  });
});
