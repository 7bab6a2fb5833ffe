import type {
  CurrentStaffRecord,
  Department,
  ListResponse,
  Staff,
  ValueResponse,
} from '../data/types';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

/** The fields every organization record carries, staff and department alike. */
const RECORD_FIELDS = [
  'id',
  'version',
  'active',
  'createTime',
  'updateTime',
  'name',
  'nameSpell',
  'code',
  'corporationId',
];

const STAFF_FIELDS = [
  ...RECORD_FIELDS,
  'userId',
  'avatar',
  'email',
  'cellphone',
  'note',
  'departments',
  'defaultDepartment',
  'external',
  'order',
  'corporation',
  'roles',
].sort();

const DEPARTMENT_FIELDS = [...RECORD_FIELDS, 'parentId', 'children', 'order'].sort();

describe('the organization routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-11-21T01:00:00Z') });
  });

  afterAll(() => server.close());

  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  it('lists the departments with their count and exactly the spec fields', async () => {
    const body = await get<ListResponse<Department>>('/api/v1/organization/departments');
    expect(body.count).toBe(body.items.length);
    expect(body.count).toBe(server.mock.state.departments.length);
    for (const department of body.items)
      expect(Object.keys(department).sort()).toEqual(DEPARTMENT_FIELDS);
  });

  it('lists only active staff, each with exactly the spec fields', async () => {
    const body = await get<ListResponse<Staff>>('/api/v1/organization/staffs/actives');
    expect(body.count).toBe(28);
    expect(body.items).toHaveLength(28);
    for (const staff of body.items) {
      expect(staff.active).toBe(true);
      expect(Object.keys(staff).sort()).toEqual(STAFF_FIELDS);
    }
  });

  it("lists a subsidiary caller's active staff under that corporation's ids", async () => {
    const subsidiary = server.mock.state.tenants[1]?.corporationId ?? '';
    const response = await fetch(`${server.baseUrl}/api/v1/organization/staffs/actives`, {
      headers: { cookie: `lab-tenant=${subsidiary}` },
    });
    const body = (await response.json()) as ListResponse<Staff>;
    expect(body.count).toBe(28);
    expect(body.items.every((staff) => staff.corporationId === subsidiary)).toBe(true);
    expect(body.items.every((staff) => staff.id.startsWith(`${subsidiary}:`))).toBe(true);
  });

  it('describes the current staff with permissions inside a value', async () => {
    const body = await get<ValueResponse<CurrentStaffRecord>>('/api/v1/organization/staffs/me');
    expect(Object.keys(body.value).sort()).toEqual([
      'home5',
      'isAuthorized',
      'permissions',
      'staff',
    ]);
    expect(body.value.staff.id).toBe(server.mock.state.currentStaffId);
    expect(body.value.isAuthorized).toBe(true);
    expect(body.value.permissions).toContain('SYS_ADMIN');
  });
});
