import express from 'express';
import { createHttpClient } from './createHttpClient';
import { HttpError } from './HttpError';
import { allowCors, closedPort, serveForTest, type TestServer } from './testing/serveForTest';
import { respondSlowly } from './testing/scriptedRoutes';

let server: TestServer;

beforeAll(async () => {
  const app = express();
  app.use(allowCors);
  app.use(express.json());
  app.post('/auth/token', (req, res) => {
    res.json({ body: req.body });
  });
  app.get('/api/session', (_req, res) => {
    res.status(401).json({ message: '未登录' });
  });
  app.get('/api/slow', respondSlowly);
  server = await serveForTest(app);
});

afterAll(() => server.close());

describe('createHttpClient when requests fail', () => {
  describe('when a token refresh is superseded', () => {
    it('rejects the older caller as ignorable without calling the unauthorized handler', async () => {
      const http = createHttpClient({ baseURL: server.origin });
      const onUnauthorized = jest.fn();
      http.setUnauthorizedHandler(onUnauthorized);
      const older = http.axios.post('/auth/token', { refreshToken: 'a' }, { dedupe: 'token' });
      const newer = http.axios.post('/auth/token', { refreshToken: 'b' }, { dedupe: 'token' });
      const error = await older.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).isIgnorable).toBe(true);
      await expect(newer).resolves.toMatchObject({ data: { body: { refreshToken: 'b' } } });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when the session is gone', () => {
    it('calls the registered unauthorized handler and rejects with an HttpError', async () => {
      const http = createHttpClient({ baseURL: server.origin });
      const onUnauthorized = jest.fn();
      http.setUnauthorizedHandler(onUnauthorized);
      const error = await http.axios.get('/api/session').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401, message: '未登录' });
      expect(onUnauthorized).toHaveBeenCalledWith(error);
    });

    it('calls nobody once the handler is removed', async () => {
      const http = createHttpClient({ baseURL: server.origin });
      const onUnauthorized = jest.fn();
      http.setUnauthorizedHandler(onUnauthorized);
      http.setUnauthorizedHandler(undefined);
      await expect(http.axios.get('/api/session')).rejects.toBeInstanceOf(HttpError);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when a timeout is configured', () => {
    it('rejects a slow request with the timeout code', async () => {
      const http = createHttpClient({ baseURL: server.origin, timeout: 30 });
      await expect(http.axios.get('/api/slow')).rejects.toMatchObject({
        code: 'ECONNABORTED',
        message: 'timeout of 30ms exceeded',
      });
    });
  });

  describe('when nothing listens at the address', () => {
    it('rejects with the network error code', async () => {
      // jsdom also logs the refused connection; that noise is expected here.
      const jsdomLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const port = await closedPort(express());
      const http = createHttpClient({ baseURL: `http://127.0.0.1:${port}` });
      await expect(http.axios.get('/api/anything')).rejects.toMatchObject({
        code: 'ERR_NETWORK',
        message: 'Network Error',
      });
      jsdomLog.mockRestore();
    });
  });
});
