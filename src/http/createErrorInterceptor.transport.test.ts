import type { AxiosInstance } from 'axios';
import express from 'express';
import { closedPort } from './testing/serveForTest';
import { failureOf } from './testing/scriptedRoutes';
import { interceptedClients } from './testing/interceptedClients';

const clientWith = interceptedClients();

let http: AxiosInstance;

beforeEach(() => {
  http = clientWith();
});

describe('createErrorInterceptor without a server answer', () => {
  describe('when no server answers', () => {
    it("keeps axios's network error code and message", async () => {
      // jsdom also logs the refused connection; that noise is expected here.
      const jsdomLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const port = await closedPort(express());
      const error = await failureOf(http.get(`http://127.0.0.1:${port}/x`));
      jsdomLog.mockRestore();
      expect(error).toMatchObject({
        code: 'ERR_NETWORK',
        message: 'Network Error',
        showMessage: true,
      });
      expect(error.status).toBeUndefined();
    });
  });

  describe('when the server is too slow', () => {
    it("keeps axios's timeout code and message", async () => {
      await expect(failureOf(http.get('/slow', { timeout: 50 }))).resolves.toMatchObject({
        code: 'ECONNABORTED',
        message: 'timeout of 50ms exceeded',
      });
    });
  });

  describe('when the caller aborts the request', () => {
    it("keeps axios's cancel code", async () => {
      const controller = new AbortController();
      const request = http.get('/slow', { signal: controller.signal });
      controller.abort();
      await expect(failureOf(request)).resolves.toMatchObject({ code: 'ERR_CANCELED' });
    });
  });

  describe('when the URL has a protocol the browser cannot speak', () => {
    it("keeps axios's bad-request code", async () => {
      await expect(failureOf(http.get('ftp://127.0.0.1/file'))).resolves.toMatchObject({
        code: 'ERR_BAD_REQUEST',
        message: 'Unsupported protocol ftp:',
      });
    });
  });
});
