import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpError } from '@shell/http';
import { createMockServer, type MockServer } from '../../../mocks-server';

describe('the HTTP client against the mock backend', () => {
  let mock: MockServer;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    mock = createMockServer({ seed: 1 });
    server = await new Promise<Server>((resolve) => {
      const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => mock.journal.clear());

  const client = () =>
    createHttpClient({
      baseURL: `${origin}/api`,
      grantEndpointPatterns: [`${origin}/api/`],
      getGrantToken: () => mock.state.accessToken,
    });
  const grantOf = (path: string) =>
    mock.journal.entries({ path }).map((entry) => entry.headers['x-haf-staff-grant']);

  it('sends the staff grant to the configured API', async () => {
    await client().axios.get('/v1/organization/staffs/me');
    expect(grantOf('/api/v1/organization/staffs/me')).toEqual([
      `${mock.state.accessToken.slice(0, 4)}…`,
    ]);
  });

  it('does not send the grant to the same server reached under another host name', async () => {
    const foreign = origin.replace('127.0.0.1', 'localhost');
    await client().axios.get(`${foreign}/api/v1/organization/departments`);
    expect(grantOf('/api/v1/organization/departments')).toEqual([undefined]);
  });

  it('maps the mock backend error envelope onto an HttpError', async () => {
    const error = (await client()
      .axios.get('/v1/nowhere')
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.code).toBe('error:lab:no-route');
    expect(error.status).toBe(404);
    expect(error.message).toBe('No mock route for GET /api/v1/nowhere');
  });

  it('sends two identical POSTs within the dedup window as one request', async () => {
    const http = client();
    const body = { filterBy: 'active==true' };
    await Promise.all([
      http.axios.post('/v1/flow/smallComponentConfig/search', body).catch(() => undefined),
      http.axios.post('/v1/flow/smallComponentConfig/search', body).catch(() => undefined),
    ]);
    expect(mock.journal.count({ path: '/api/v1/flow/smallComponentConfig/search' })).toBe(1);
  });
});
