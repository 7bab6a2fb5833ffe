import { openTeamsClient, type TeamsClient } from './testing/openTeamsClient';
import { turns, waitFor } from './testing/loadSdkInDom';
import { startHostsLab, type HostsLab } from './testing/startHostsLab';

describe('the Teams client page', () => {
  let lab: HostsLab;
  let client: TeamsClient;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());
  afterEach(() => client?.close());

  describe('when it answers', () => {
    it('lets teams-js initialize, read the context and get a token the identity provider accepts', async () => {
      client = await openTeamsClient(lab, 'lab-host-mode=normal');
      await client.teams.app.initialize([lab.url]);
      const context = await client.teams.app.getContext();
      expect(context.page.frameContext).toBe('content');
      expect(context.app.host.clientType).toBe('web');
      const code = await client.teams.authentication.getAuthToken();
      const token = await lab.post('/api/idp/public/oauth2/token', {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code,
      });
      expect(token.status).toBe(200);
      expect(client.received().map((call) => call.method)).toEqual(
        expect.arrayContaining(['initialize', 'getContext', 'authentication.getAuthToken']),
      );
    });

    it('rejects getAuthToken with the reason when no code can be issued', async () => {
      client = await openTeamsClient(lab, 'lab-host-mode=normal; lab-host-staff=nobody');
      await client.teams.app.initialize([lab.url]);
      await expect(client.teams.authentication.getAuthToken()).rejects.toThrow(
        /lab-host-staff|401/,
      );
    });
  });

  it('never answers initialize in hang mode', async () => {
    client = await openTeamsClient(lab, 'lab-host-mode=hang');
    let settled = false;
    client.teams.app.initialize([lab.url]).then(
      () => (settled = true),
      () => (settled = true),
    );
    await waitFor(
      () => (client.received().length > 0 ? true : undefined),
      'the initialize request',
    );
    await turns();
    expect(settled).toBe(false);
  });
});
