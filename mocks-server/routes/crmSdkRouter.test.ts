import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the CRM SDK lookup', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('gives a download address on this server for a known SDK', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/crm/sdk/list/cloudOffice`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      value: { downloadUrl: `${server.baseUrl}/__lab/sdk/cloudOffice/2.3.1/cloudOffice.min.js` },
    });
  });

  it('gives the unminified script in debug mode', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/crm/sdk/list/cloudOffice?mode=debug`);
    const body = (await response.json()) as { value: { downloadUrl: string } };
    expect(body.value.downloadUrl).toMatch(/\/cloudOffice\.js$/);
  });

  it('answers an unknown SDK with a 404 envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/crm/sdk/list/toString`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:sdk-not-found', message: expect.stringContaining('toString') },
    });
  });
});
