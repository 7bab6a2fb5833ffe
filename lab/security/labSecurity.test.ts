import { fakeBuild } from '../testing/fakeBuild';
import { createLabServer, type Lab } from '../createLabServer';
import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import { FOREIGN_WRITE } from './rejectForeignWrites';
import { FOREIGN_HOST } from './servedHosts';

/** Node's fetch will not send a Host of our choosing, so these go through node:http. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('when the lab serves the app', () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild(), seed: 7 });
  });
  afterAll(() => lab.close());

  it('enforces a policy whose style nonce matches the one in the document', async () => {
    const response = await fetch(`${lab.url}/bills`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(await response.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(response.headers.get('content-security-policy-report-only')).toBeNull();
  });

  it('refuses an admin call posted from another site, before it runs', async () => {
    const response = await fetch(`${lab.url}/__lab/flags/module-approval/disable`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(FOREIGN_WRITE);
    const body = await (await fetch(`${lab.url}/__lab/flags/module-approval`)).json();
    expect(body.flag.isEnabled).toBe(true);
  });

  it('refuses a reset from an opaque origin such as a sandboxed frame', async () => {
    const response = await fetch(`${lab.url}/__lab/reset`, {
      method: 'POST',
      headers: { Origin: 'null' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the same admin call from the lab origin and from tools that send no origin', async () => {
    const fromLab = await fetch(`${lab.url}/__lab/reset`, {
      method: 'POST',
      headers: { Origin: lab.url },
    });
    expect(fromLab.status).toBeLessThan(300);
    expect((await fetch(`${lab.url}/__lab/reset`, { method: 'POST' })).status).toBeLessThan(300);
  });

  it('answers a foreign GET without granting the other site a read', async () => {
    const response = await fetch(`${lab.url}/__lab/health`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    '/__lab/health',
    '/__lab/requests',
    '/__lab/requests/har',
    '/__lab/flags',
    '/__lab/staffs',
    '/__lab/flags/connections',
    '/__lab/console',
    '/__lab/console/flags',
    '/bills',
  ])('refuses %s addressed to a foreign host name (DNS rebinding)', async (address) => {
    const answer = await getWithHost(`${lab.url}${address}`, 'evil.example:80');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error.code).toBe(FOREIGN_HOST);
  });

  it.each(['127.0.0.1:4510', 'localhost', '[::1]:4510', 'app.localhost:4510'])(
    'serves the loopback host name %s',
    async (host) => {
      expect((await getWithHost(`${lab.url}/__lab/health`, host)).status).toBe(200);
    },
  );

  it('serves a host name the person configured', async () => {
    const wide = await createLabServer({
      port: 0,
      distDir: fakeBuild(),
      allowedHosts: ['lab.test'],
    });
    try {
      expect((await getWithHost(`${wide.url}/__lab/health`, 'lab.test:80')).status).toBe(200);
    } finally {
      await wide.close();
    }
  });

  it('refuses a flag-stream upgrade addressed to a foreign host name', async () => {
    const socket = new WebSocket(`${lab.url.replace('http', 'ws')}/streaming?type=client`, {
      headers: { host: 'evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(-1));
    });
    socket.terminate();
    expect(status).toBe(403);
  });

  it('refuses a text/plain bill submit posted from another site, and the bill stays a draft', async () => {
    const draft = lab.mock.state.bills.find((bill) => bill.state === 'draft');
    expect(draft).toBeDefined();
    const response = await fetch(`${lab.url}/api/v1/flow/flows/${draft?.id}/submit`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(FOREIGN_WRITE);
    expect(lab.mock.state.bills.find((bill) => bill.id === draft?.id)?.state).toBe('draft');
  });

  it('refuses a change marked cross-site by the browser even without an Origin', async () => {
    const response = await fetch(`${lab.url}/__lab/reset`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});
