import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the micro-frontend registry', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('answers with an empty array until modules are built', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/microapps/registry`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('the micro-frontend registry with a source', () => {
  it('serves the list the source gives, as is', async () => {
    const list = [{ name: 'bills' }];
    const server = await startTestServer({ registry: () => list });
    try {
      const response = await fetch(`${server.baseUrl}/api/v1/microapps/registry`);
      expect(await response.json()).toEqual(list);
    } finally {
      await server.close();
    }
  });

  it('answers 503 with an envelope when the source fails', async () => {
    const server = await startTestServer({
      registry: () => {
        throw new Error('registry.json missing');
      },
    });
    try {
      const response = await fetch(`${server.baseUrl}/api/v1/microapps/registry`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: 'error:lab:no-registry',
          message: 'The registry is unavailable: registry.json missing',
        },
      });
    } finally {
      await server.close();
    }
  });
});
