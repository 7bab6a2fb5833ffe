import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the body parsers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  function post(body: string, contentType = 'application/json'): Promise<Response> {
    return fetch(`${server.baseUrl}/api/v1/nowhere/search`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
  }

  it('answers malformed JSON with a 400 bad-json envelope', async () => {
    const response = await post('{"filterBy": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:bad-json', message: expect.stringMatching(/^Malformed JSON body/) },
    });
  });

  it('answers a body over 1 MB with a 413 body-too-large envelope', async () => {
    const response = await post(JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:body-too-large', message: expect.stringContaining('1mb') },
    });
  });

  it('accepts a body just under the limit', async () => {
    const response = await post(JSON.stringify({ blob: 'x'.repeat(1000 * 1000) }));
    expect(response.status).toBe(404);
  });

  it('parses form bodies too', async () => {
    await server.request('/auth/oauth2/token/expense', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'client_id=client-app&grant_type=authorization_code&code=abc',
    });
    const [entry] = server.mock.journal.entries({ path: '/auth/' });
    expect(JSON.parse(entry.body?.preview ?? 'null')).toEqual({
      client_id: 'client-app',
      grant_type: 'authorization_code',
      code: 'abc',
    });
  });
});
