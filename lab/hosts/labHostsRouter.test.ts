import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAB_HOST_IDS } from '../../mocks-server/hosts/labHostIds';
import { LAB_HOST_CATALOG } from './labHostCatalog';
import { startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('the fake hosts catalogue and scripts', () => {
  let lab: HostsLab;
  let built: string;
  beforeAll(async () => {
    built = mkdtempSync(path.join(os.tmpdir(), 'lab-assets-'));
    for (const name of ['hostSdk', 'embeddedBrowser', 'teamsClient']) {
      writeFileSync(path.join(built, `${name}.js`), `/* built ${name} */`);
    }
    lab = await startHostsLab(11, built);
  });
  afterAll(async () => {
    await lab.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('lists every host with a name, description and user agent', async () => {
    const body = await (await lab.fetch('/__lab/hosts')).json();
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([...LAB_HOST_IDS]);
    for (const item of body.items) {
      expect(item).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          description: expect.any(String),
          userAgent: expect.any(String),
        }),
      );
    }
    expect(body.items.find((item: { id: string }) => item.id === 'kk').sdkName).toBe('kk');
  });

  it.each(LAB_HOST_CATALOG.filter((entry) => entry.hasScript).map((entry) => entry.id))(
    'serves the built host SDK script as %s/sdk.js, revalidated on every load',
    async (id) => {
      const response = await lab.fetch(`/__lab/hosts/${id}/sdk.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('/* built hostSdk */');
    },
  );

  it('serves the embedded-browser script for every host', async () => {
    for (const id of LAB_HOST_IDS) {
      const response = await lab.fetch(`/__lab/hosts/${id}/embedded-browser.js`);
      expect(await response.text()).toBe('/* built embeddedBrowser */');
    }
    expect((await lab.fetch('/__lab/hosts/nope/embedded-browser.js')).status).toBe(404);
  });

  it('has no script for the plain browser, the cloud office app or Teams', async () => {
    for (const id of ['web', 'cloudoffice', 'teams', 'nope']) {
      expect((await lab.fetch(`/__lab/hosts/${id}/sdk.js`)).status).toBe(404);
    }
  });

  it('serves the open-platform SDK where the CRM lookup points', async () => {
    const lookup = await (await lab.fetch('/api/v1/crm/sdk/list/cloudOffice?mode=debug')).json();
    const script = await fetch(lookup.value.downloadUrl);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('/* built hostSdk */');
    expect((await lab.fetch('/__lab/sdk/cloudOffice/9.9.9/cloudOffice.js')).status).toBe(404);
    expect((await lab.fetch('/__lab/sdk/cloudOffice/2.3.1/other.js')).status).toBe(404);
  });

  it('serves the Teams client page with its script from this origin only', async () => {
    const response = await lab.fetch('/__lab/hosts/teams/host');
    expect(response.headers.get('content-type')).toMatch(/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('data-src="/?sdkName=microsoftTeams"');
    expect(html).toContain('<script src="/__lab/assets/teamsClient.js"></script>');
    expect(html).not.toMatch(/<script>/);
  });
});

describe('the fake hosts before a build', () => {
  it('answer a script request with how to build the scripts', async () => {
    const lab = await startHostsLab();
    const response = await lab.fetch('/__lab/hosts/wecom/sdk.js');
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toMatch(/run npm run build/);
    await lab.close();
  });
});
