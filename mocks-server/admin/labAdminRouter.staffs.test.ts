import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('the lab’s staff list for the console’s user picker', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 9 });
  });
  afterAll(() => server.close());

  it('lists the group’s staff without a corporation', async () => {
    const body = JSON.parse((await server.request('/__lab/staffs')).text);
    expect(body.count).toBe(30);
    expect(body.items[0]).toEqual({
      id: server.mock.state.currentStaffId,
      name: server.mock.state.staffs[0].name,
      external: false,
      active: true,
      corporationId: server.mock.state.currentCorporationId,
    });
  });

  it('lists the same people with the subsidiary’s ids', async () => {
    const { corporationId } = server.mock.state.tenants[1];
    const body = JSON.parse(
      (await server.request(`/__lab/staffs?corporationId=${corporationId}`)).text,
    );
    for (const item of body.items) {
      expect(item.corporationId).toBe(corporationId);
      expect(item.id.startsWith(`${corporationId}:`)).toBe(true);
    }
  });

  it('answers 404 for an unknown corporation', async () => {
    expect((await server.request('/__lab/staffs?corporationId=nope')).status).toBe(404);
  });
});
