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
