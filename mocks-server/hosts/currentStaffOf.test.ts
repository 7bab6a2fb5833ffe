import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('who a request without a credential acts as', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is the lab staff for the lab itself and for tools that send no origin', async () => {
    const fromTool = await server.request('/api/v1/organization/staffs/me');
    const fromLab = await server.request('/api/v1/organization/staffs/me', {
      headers: { Origin: 'http://127.0.0.1:4510' },
    });
    expect(fromTool.status).toBe(200);
    expect(fromLab.status).toBe(200);
  });

  it('is nobody for a request from another site', async () => {
    const answer = await server.request('/api/v1/organization/staffs/me', {
      headers: { Origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text).error.code).toBe('error:auth');
  });

  it('is nobody for a request the browser marks cross-site', async () => {
    const answer = await server.request('/api/v1/organization/staffs/me', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(401);
  });
});
