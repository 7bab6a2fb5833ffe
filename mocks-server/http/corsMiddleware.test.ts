import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';
import { isAllowedOrigin } from './corsMiddleware';

const DEPARTMENTS = '/api/v1/organization/departments';

describe('the CORS policy', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  function preflight(origin: string): Promise<Response> {
    return fetch(`${server.baseUrl}${DEPARTMENTS}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-haf-staff-grant',
      },
    });
  }

  it('answers a loopback preflight with 204, credentials and the lab headers', async () => {
    const response = await preflight('http://127.0.0.1:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['x-haf-staff-grant', 'authorization', 'content-type', 'x-lab-session']) {
      expect(allowed).toContain(header);
    }
  });

  it('echoes an allowed origin on an ordinary request', async () => {
    const response = await fetch(`${server.baseUrl}${DEPARTMENTS}`, {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });

  it('refuses a foreign preflight and never names a foreign origin', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await fetch(`${server.baseUrl}${DEPARTMENTS}`, {
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('honours a configured origin list instead of the loopback default', async () => {
    const custom = await startTestServer({ allowedOrigins: ['https://lab.example.com'] });
    try {
      const allowed = await fetch(`${custom.baseUrl}${DEPARTMENTS}`, {
        headers: { Origin: 'https://lab.example.com' },
      });
      const loopback = await fetch(`${custom.baseUrl}${DEPARTMENTS}`, {
        headers: { Origin: 'http://127.0.0.1:5173' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://lab.example.com');
      expect(loopback.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });
});

describe('isAllowedOrigin', () => {
  const loopback = ['http://127.0.0.1:*'];

  it('takes any port for an entry ending in :*', () => {
    expect(isAllowedOrigin('http://127.0.0.1:9', loopback)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1', loopback)).toBe(true);
  });

  it('does not let a look-alike host through', () => {
    expect(isAllowedOrigin('http://127.0.0.1.evil.com', loopback)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:80.evil.com', loopback)).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:443', loopback)).toBe(false);
  });
});
