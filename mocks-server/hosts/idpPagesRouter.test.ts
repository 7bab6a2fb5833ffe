import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

describe('the identity provider’s browser pages', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  const open = (query: Record<string, string>, page = 'web') =>
    fetch(`${lab.server.baseUrl}/idp/${page}/authorize?${new URLSearchParams(query)}`, {
      redirect: 'manual',
    });

  describe('when a staff is named', () => {
    it('sends the browser back with a code the token call accepts', async () => {
      const { state } = lab.server.mock;
      const staff = state.staffs[1];
      const response = await open({
        corp_id: state.currentCorporationId,
        staff_id: staff.id,
        client_id: 'client-app',
        redirect_uri: '/?from=idp',
        state: 's1',
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '', lab.server.baseUrl);
      expect(location.pathname).toBe('/');
      expect(location.searchParams.get('from')).toBe('idp');
      expect(location.searchParams.get('state')).toBe('s1');
      const code = location.searchParams.get('code');
      const token = await lab.post('/api/idp/public/oauth2/token', {
        clientId: 'client-app',
        grantType: 'authorization_code',
        code,
      });
      expect(token.status).toBe(200);
    });
  });

  describe('when no staff is named', () => {
    it('lists the corporation’s active staff as links', async () => {
      const response = await open({ redirect_uri: '/' }, 'applet');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<h1>');
      const links = html.match(/<a href=/g) ?? [];
      expect(links).toHaveLength(
        lab.server.mock.state.staffs.filter((staff) => staff.active).length,
      );
      expect(html).toContain(`staff_id=${encodeURIComponent(lab.server.mock.state.staffs[0].id)}`);
    });

    it('escapes what came in the address', async () => {
      const html = await (
        await open({ redirect_uri: '/', x: '"><script>alert(1)</script>' })
      ).text();
      expect(html).not.toContain('<script>');
    });
  });

  it('refuses a redirect to another origin', async () => {
    for (const redirect_uri of ['https://evil.example/', '//evil.example/x']) {
      const response = await open({ staff_id: lab.server.mock.state.staffs[0].id, redirect_uri });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('refuses an unknown corporation or staff', async () => {
    expect((await open({ corp_id: 'nope', redirect_uri: '/' })).status).toBe(400);
    expect((await open({ staff_id: 'nope', redirect_uri: '/' })).status).toBe(400);
  });
});
