import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLabServer, type Lab } from '../createLabServer';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-hosts-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
  return dir;
}

describe('the fake hosts in the running lab', () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild(), seed: 3 });
  });
  afterAll(() => lab.close());

  const get = (pathname: string, cookie?: string) =>
    fetch(`${lab.url}${pathname}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  it('tells the app which host it was opened as, from the lab-host cookie', async () => {
    const opened = await get('/__lab/hosts/feishu/open');
    const cookie = opened.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const config = await (await get('/app-config.json', cookie)).json();
    expect(config.lab.host).toBe('feishu');
    expect(config.hosts.authorizeUrls.feishu).toBe(`${lab.url}/__lab/hosts/feishu/authorize`);
  });

  it('ignores a lab-host cookie naming no host', async () => {
    const config = await (await get('/app-config.json', 'lab-host=evil')).json();
    expect(config.lab.host).toBeNull();
  });

  it('serves the app at /web/ for the bank app’s entry', async () => {
    const response = await get('/web/?accessToken=x');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="app">');
  });

  it('routes the identity provider’s pages to the mock backend', async () => {
    const response = await get(
      `/idp/web/authorize?staff_id=${encodeURIComponent(lab.mock.state.currentStaffId)}&redirect_uri=%2F`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/\?code=lab-code-/);
  });

  it('lists the hosts and the staff for the console', async () => {
    expect((await (await get('/__lab/hosts')).json()).count).toBe(12);
    expect((await (await get('/__lab/staffs')).json()).count).toBe(30);
  });
});
