import axios from 'axios';
import express from 'express';
import { createGrantHeaderInterceptor, GRANT_HEADER } from './createGrantHeaderInterceptor';
import type { EndpointPattern } from './matchesEndpointPatterns';
import { allowCors, serveForTest, type TestServer } from './testing/serveForTest';

let server: TestServer;

beforeAll(async () => {
  const app = express();
  app.use(allowCors);
  // Echo what arrived so each test can see whether the grant crossed the wire.
  app.use((req, res) => {
    res.json({ path: req.path, grant: req.get(GRANT_HEADER) ?? null });
  });
  server = await serveForTest(app);
});

afterAll(() => server.close());

function clientWith(token: string | undefined, patterns: EndpointPattern[], baseURL?: string) {
  const instance = axios.create({ baseURL });
  instance.interceptors.request.use(
    createGrantHeaderInterceptor({
      getGrantToken: () => token,
      getEndpointPatterns: () => patterns,
    }),
  );
  return instance;
}

async function grantSeenBy(
  request: Promise<{ data: { grant: string | null } }>,
): Promise<string | null> {
  return (await request).data.grant;
}

describe('createGrantHeaderInterceptor', () => {
  const apiPrefix = () => `${server.origin}/api/`;

  describe('when the URL is under a configured prefix', () => {
    it('sends the grant header', async () => {
      const client = clientWith('tok-1', [apiPrefix()]);
      await expect(grantSeenBy(client.get(`${server.origin}/api/v1/me`))).resolves.toBe('tok-1');
    });
  });

  describe('when the URL is on a foreign host', () => {
    it('does not send the grant header', async () => {
      const client = clientWith('tok-1', [apiPrefix()]);
      // Same server reached through another host name: to the browser, another site.
      const foreign = `http://localhost:${server.port}/api/v1/me`;
      await expect(grantSeenBy(client.get(foreign))).resolves.toBeNull();
    });
  });

  describe('when the URL is on the right host but outside the prefix', () => {
    it('does not send the grant header', async () => {
      const client = clientWith('tok-1', [apiPrefix()]);
      await expect(grantSeenBy(client.get(`${server.origin}/public/x`))).resolves.toBeNull();
    });
  });

  describe('when the URL is relative to the baseURL', () => {
    it('judges the joined absolute URL', async () => {
      const client = clientWith('tok-1', [apiPrefix()], `${server.origin}/api`);
      await expect(grantSeenBy(client.get('/v1/me'))).resolves.toBe('tok-1');
    });
  });

  describe('when a RegExp pattern matches the absolute URL', () => {
    it('sends the grant header', async () => {
      const client = clientWith('tok-re', [/\/api\/v\d+\//]);
      await expect(grantSeenBy(client.get(`${server.origin}/api/v2/x`))).resolves.toBe('tok-re');
      await expect(grantSeenBy(client.get(`${server.origin}/apix/v2/x`))).resolves.toBeNull();
    });
  });

  describe('when no patterns are configured', () => {
    it('sends the grant header to any host', async () => {
      const client = clientWith('tok-any', []);
      const foreign = `http://localhost:${server.port}/anything`;
      await expect(grantSeenBy(client.get(foreign))).resolves.toBe('tok-any');
    });
  });

  describe('when the caller already set the header, in another letter case', () => {
    it("keeps the caller's value", async () => {
      const client = clientWith('tok-1', []);
      const request = client.get(`${server.origin}/api/x`, {
        headers: { 'x-haf-staff-grant': 'caller-token' },
      });
      await expect(grantSeenBy(request)).resolves.toBe('caller-token');
    });
  });

  describe('when there is no token', () => {
    it.each([undefined, ''])('sends no grant header for %p', async (token) => {
      const client = clientWith(token, []);
      await expect(grantSeenBy(client.get(`${server.origin}/api/x`))).resolves.toBeNull();
    });
  });

  describe('when the token changes between requests', () => {
    it('sends the current token each time', async () => {
      let token = 'first';
      const instance = axios.create();
      instance.interceptors.request.use(
        createGrantHeaderInterceptor({ getGrantToken: () => token, getEndpointPatterns: () => [] }),
      );
      await expect(grantSeenBy(instance.get(`${server.origin}/x`))).resolves.toBe('first');
      token = 'second';
      await expect(grantSeenBy(instance.get(`${server.origin}/x`))).resolves.toBe('second');
    });
  });
});
