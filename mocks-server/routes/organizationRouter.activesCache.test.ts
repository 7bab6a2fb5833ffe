import type { ListResponse, Staff } from '../data/types';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

const ACTIVES = '/api/v1/organization/staffs/actives';

describe('the active staff list, whose serialised body is cached', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-11-21T01:00:00Z') });
  });

  beforeEach(() => server.mock.reset());

  afterAll(() => server.close());

  async function actives(init?: RequestInit): Promise<ListResponse<Staff>> {
    const response = await server.request(ACTIVES, init);
    expect(response.status).toBe(200);
    return JSON.parse(response.text) as ListResponse<Staff>;
  }

  function firstActive(): Staff {
    const { staffs, currentCorporationId } = server.mock.state;
    const staff = staffs.find((s) => s.active && s.corporationId === currentCorporationId);
    if (!staff) throw new Error('the seed has no active staff');
    return staff;
  }

  it('serves the same list again, gzipped or not', async () => {
    const plain = await actives();
    expect(await actives()).toEqual(plain);
    expect(await actives({ headers: { 'Accept-Encoding': 'gzip' } })).toEqual(plain);
  });

  it('drops a staff deactivated in place', async () => {
    const before = await actives();
    firstActive().active = false;
    const after = await actives();
    expect(after.count).toBe(before.count - 1);
    expect(after.items).toHaveLength(before.count - 1);
  });

  it('shows a staff renamed in place', async () => {
    await actives();
    const staff = firstActive();
    staff.name = '改名的员工';
    const after = await actives();
    expect(after.items.find((item) => item.id === staff.id)?.name).toBe('改名的员工');
  });

  it('serves the regenerated data after a reset', async () => {
    const seeded = await actives();
    firstActive().name = '改名的员工';
    await actives();
    server.mock.reset();
    expect(await actives()).toEqual(seeded);
  });
});
