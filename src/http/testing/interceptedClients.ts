import axios, { type AxiosInstance } from 'axios';
import express from 'express';
import { createErrorInterceptor, type ErrorInterceptorOptions } from '../createErrorInterceptor';
import { respondAsScripted, respondSlowly } from './scriptedRoutes';
import { allowCors, serveForTest, type TestServer } from './serveForTest';

/**
 * One scripted server for the calling test file (`POST /respond` answers as the body says,
 * `GET /slow` never does), started before its tests and closed after them, and clients that put
 * the error interceptor in front of it: the setup every interceptor test shares.
 */
export function interceptedClients(): (
  options?: Partial<ErrorInterceptorOptions>,
) => AxiosInstance {
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    app.use(allowCors, express.json({ limit: '10mb' }));
    app.post('/respond', respondAsScripted);
    app.get('/slow', respondSlowly);
    server = await serveForTest(app);
  });
  afterAll(() => server.close());
  return (options = {}) => {
    const http = axios.create({ baseURL: server.origin });
    const getUnauthorizedHandler = () => undefined;
    http.interceptors.response.use(
      undefined,
      createErrorInterceptor({ getUnauthorizedHandler, ...options }),
    );
    return http;
  };
}
