import { Script } from 'node:vm';
import { LAB_HOST_IDS } from '../../mocks-server/hosts/labHostIds';
import { LAB_HOST_CATALOG } from './labHostCatalog';
import { startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('the fake hosts catalogue and scripts', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

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

  describe.each(['normal', 'not-in-host', 'hang'])('in %s mode', (mode) => {
    it.each(LAB_HOST_CATALOG.filter((entry) => entry.hasScript).map((entry) => entry.id))(
      'serves %s/sdk.js as JavaScript that parses',
      async (id) => {
        const response = await lab.fetch(`/__lab/hosts/${id}/sdk.js`, {
          cookie: `lab-host-mode=${mode}`,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const source = await response.text();
        expect(() => new Script(source)).not.toThrow();
        expect(source).toContain(`mode: "${mode}"`);
      },
    );
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
    expect(await script.text()).toContain('window.OpenPlatformSDK');
    expect((await lab.fetch('/__lab/sdk/cloudOffice/9.9.9/cloudOffice.js')).status).toBe(404);
    expect((await lab.fetch('/__lab/sdk/cloudOffice/2.3.1/other.js')).status).toBe(404);
  });

  it('serves the Teams client page framing the app', async () => {
    const response = await lab.fetch('/__lab/hosts/teams/host');
    expect(response.headers.get('content-type')).toMatch(/html/);
    expect(await response.text()).toContain('src="/?sdkName=microsoftTeams"');
  });
});
