import express from 'express';
import { GRANT_HEADER } from './createGrantHeaderInterceptor';
import { createHttpClient } from './createHttpClient';
import { HttpError } from './HttpError';
import { allowCors, serveForTest, type TestServer } from './testing/serveForTest';

let server: TestServer;
/** The grant the lab's stand-in accepts; a refresh moves it on. */
let liveGrant = 'grant-1';
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  const app = express();
  app.use(allowCors);
  app.use(express.json());
  app.post('/api/save', (req, res) => {
    const grant = req.header(GRANT_HEADER);
    seen.push(grant);
    if (grant !== liveGrant) {
      res
        .status(401)
        .json({ error: { code: 'error:common:access-token-expired', message: '过期' } });
      return;
    }
    res.json({ saved: req.body });
  });
  server = await serveForTest(app);
});

afterAll(() => server.close());

beforeEach(() => {
  liveGrant = 'grant-1';
  seen.length = 0;
});

function client(grant: { value: string }) {
  const http = createHttpClient({ baseURL: server.origin, getGrantToken: () => grant.value });
  const onUnauthorized = jest.fn();
  http.setUnauthorizedHandler(onUnauthorized);
  return { http, onUnauthorized };
}

describe('createHttpClient when the token lapses under a request', () => {
  it('refreshes the session and replays the request once with the new grant', async () => {
    const grant = { value: 'grant-1' };
    const { http, onUnauthorized } = client(grant);
    liveGrant = 'grant-2';
    http.setSessionRefresher(async () => {
      grant.value = 'grant-2';
      return true;
    });
    const response = await http.axios.post('/api/save', { title: '差旅' });
    expect(response.data).toEqual({ saved: { title: '差旅' } });
    expect(seen).toEqual(['grant-1', 'grant-2']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives the 401 to the unauthorized handler when the replay is refused too', async () => {
    const { http, onUnauthorized } = client({ value: 'grant-1' });
    liveGrant = 'never';
    const refresher = jest.fn(async () => true);
    http.setSessionRefresher(refresher);
    const error = await http.axios.post('/api/save', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'error:common:access-token-expired' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not replay when the session cannot be refreshed or the refresh fails', async () => {
    for (const refresher of [
      async () => false,
      async () => Promise.reject(new Error('idp down')),
    ]) {
      seen.length = 0;
      const { http, onUnauthorized } = client({ value: 'grant-1' });
      liveGrant = 'grant-2';
      http.setSessionRefresher(refresher);
      await expect(http.axios.post('/api/save', {})).rejects.toMatchObject({ status: 401 });
      expect(seen).toHaveLength(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves a 401 alone when no refresher is set', async () => {
    const { http, onUnauthorized } = client({ value: 'grant-1' });
    liveGrant = 'grant-2';
    await expect(http.axios.post('/api/save', {})).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
