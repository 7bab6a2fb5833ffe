import { matchStaff } from './matchStaff';
import {
  departmentRows,
  parseCurrentStaffRecord,
  parseDepartment,
  parseStaff,
} from './parseOrganization';

const dept = (
  id: string,
  parentId: string | null,
  children: string[],
  order: number,
  active = true,
) => parseDepartment({ id, name: id, parentId, children, order, active });

describe('the departments tree', () => {
  it('is flattened depth-first by order, inactive subtrees left out', () => {
    const departments = [
      dept('root', null, ['b', 'a', 'x'], 0),
      dept('a', 'root', ['a1'], 1),
      dept('b', 'root', [], 2),
      dept('x', 'root', ['x1'], 3, false),
      dept('x1', 'x', [], 0),
      dept('a1', 'a', [], 0),
    ].flatMap((item) => item ?? []);
    expect(departmentRows(departments).map((row) => `${row.depth}:${row.department.id}`)).toEqual([
      '0:root',
      '1:a',
      '2:a1',
      '1:b',
    ]);
  });
});

describe('a staff from the active list', () => {
  it('keeps the selection fields and marks external staff', () => {
    const staff = parseStaff({
      id: 's1',
      name: '韩梅梅',
      code: 'E01',
      email: 'h@x.cn',
      external: true,
    });
    expect(staff).toMatchObject({
      id: 's1',
      name: '韩梅梅',
      code: 'E01',
      enName: '',
      external: true,
    });
    expect(parseStaff({ name: 'no id' })).toBeNull();
  });

  it('is found by name, code or email, trimmed and ignoring case', () => {
    const staffs = [parseStaff({ id: 's1', name: '韩梅梅', email: 'Han@x.cn' })].flatMap(
      (s) => s ?? [],
    );
    expect(matchStaff(staffs, ' han@ ')).toHaveLength(1);
    expect(matchStaff(staffs, '李')).toHaveLength(0);
  });
});

describe('the current-staff record', () => {
  it('reads home5, isAuthorized and the permissions defensively', () => {
    expect(
      parseCurrentStaffRecord({
        value: {
          staff: { id: 'me' },
          home5: true,
          isAuthorized: true,
          permissions: ['SYS_ADMIN', 3],
        },
      }),
    ).toEqual({ staffId: 'me', home5: true, isAuthorized: true, permissions: ['SYS_ADMIN'] });
    expect(parseCurrentStaffRecord('nonsense')).toEqual({
      staffId: '',
      home5: false,
      isAuthorized: false,
      permissions: [],
    });
  });
});
