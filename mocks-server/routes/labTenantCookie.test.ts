import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('acting as staff of another tenant in the lab', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 3 });
  });
  afterAll(() => server.close());

  const me = (cookie?: string) =>
    fetch(`${server.baseUrl}/api/v1/organization/staffs/me`, cookie ? { headers: { cookie } } : {});

  it('lists the seeded tenants for the lab console', async () => {
    const body = await (await fetch(`${server.baseUrl}/__lab/tenants`)).json();
    expect(body.count).toBe(4);
    expect(body.items[0]).toEqual(
      expect.objectContaining({ corporationId: expect.any(String), parentId: null }),
    );
  });

  it('moves the current staff into the tenant the cookie names', async () => {
    const tenants = (await (await fetch(`${server.baseUrl}/__lab/tenants`)).json()).items;
    const subsidiary = tenants[1];
    const body = await (await me(`lab-tenant=${subsidiary.corporationId}`)).json();
    expect(body.value.staff.corporationId).toBe(subsidiary.corporationId);
    expect(body.value.staff.corporation).toEqual({
      id: subsidiary.corporationId,
      name: subsidiary.name,
    });
    expect(body.value.staff.id.startsWith(`${subsidiary.corporationId}:`)).toBe(true);
  });

  it('keeps the group staff without the cookie', async () => {
    const tenants = (await (await fetch(`${server.baseUrl}/__lab/tenants`)).json()).items;
    const body = await (await me()).json();
    expect(body.value.staff.corporationId).toBe(tenants[0].corporationId);
  });

  it('answers 400 with an envelope for an unknown or malformed tenant', async () => {
    for (const cookie of ['lab-tenant=nope', 'lab-tenant=%E0%A4%A']) {
      const response = await me(cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('error:lab:unknown-tenant');
    }
  });
});
