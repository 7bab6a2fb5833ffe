import fc from 'fast-check';
import { parseCurrentStaff, StaffRecordError } from './loadCurrentStaff';

const staffRecord = fc.oneof(
  fc.anything(),
  fc.record({
    value: fc.oneof(
      fc.anything(),
      fc.record({
        staff: fc.oneof(
          fc.anything(),
          fc.record({ id: fc.anything(), name: fc.anything(), defaultDepartment: fc.anything() }),
        ),
        permissions: fc.anything(),
        isAuthorized: fc.anything(),
      }),
    ),
  }),
);

describe('when the current-staff answer is hostile', () => {
  it('either reads a staff member with an id and a name or throws the documented StaffRecordError', () => {
    fc.assert(
      fc.property(staffRecord, (body) => {
        try {
          const session = parseCurrentStaff(body);
          expect(session.staff.id.trim()).not.toBe('');
          expect(session.staff.name.length).toBeLessThanOrEqual(256);
          expect((session.permissions ?? []).every((code) => typeof code === 'string')).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StaffRecordError);
        }
      }),
    );
  });
});
