import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLabServer, type Lab } from '../createLabServer';
import { FOREIGN_ADMIN_CALL } from './rejectForeignAdminCalls';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="app"></div></body></html>',
  );
  return dir;
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
    expect((await response.json()).error.code).toBe(FOREIGN_ADMIN_CALL);
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
});
