import { parseCurrentStaff, StaffRecordError } from './loadCurrentStaff';

const record = (staff: unknown, extra: Record<string, unknown> = {}) => ({
  value: { staff, ...extra },
});

describe('parseCurrentStaff', () => {
  it('reads the staff, corporation, department and permissions', () => {
    const session = parseCurrentStaff(
      record(
        {
          id: 'c1:u1',
          name: '李雷',
          code: 'E0001',
          corporationId: 'c1',
          userId: 'u1',
          defaultDepartment: 'd1',
          external: true,
        },
        { permissions: ['SYS_ADMIN', 7], isAuthorized: true },
      ),
    );
    expect(session).toEqual({
      staff: {
        id: 'c1:u1',
        name: '李雷',
        code: 'E0001',
        corporationId: 'c1',
        userId: 'u1',
        departmentId: 'd1',
        external: true,
      },
      permissions: ['SYS_ADMIN'],
      isAuthorized: true,
      home5: false,
    });
  });

  it('reads home5 only when it is exactly true', () => {
    expect(parseCurrentStaff(record({ id: 's', name: 'n' }, { home5: true })).home5).toBe(true);
    expect(parseCurrentStaff(record({ id: 's', name: 'n' }, { home5: 'yes' })).home5).toBe(false);
  });

  it('accepts a department given as an object', () => {
    const session = parseCurrentStaff(
      record({ id: 's', name: 'n', defaultDepartment: { id: 'd2' } }),
    );
    expect(session.staff.departmentId).toBe('d2');
    expect(session.staff.corporationId).toBe('');
  });

  it.each([
    ['no body', undefined],
    ['an HTML page', '<html>'],
    ['no staff', { value: {} }],
    ['a staff without id', record({ name: 'n' })],
    ['a blank name', record({ id: 's', name: '  ' })],
  ])('rejects %s with a StaffRecordError', (_label, body) => {
    expect(() => parseCurrentStaff(body)).toThrow(StaffRecordError);
  });
});
