import { STAFF } from './testing/storeHarness';
import { toFeatBitUser } from './toFeatBitUser';

describe('toFeatBitUser', () => {
  it('leaves absent optional attributes out', () => {
    const user = toFeatBitUser({ ...STAFF, parentTenantId: undefined, departmentId: '' });
    expect(user.customizedProperties?.map((p) => p.name)).toEqual([
      'corporationId',
      'locale',
      'host',
    ]);
  });

  it('names a nameless staff member by the staff id, which the SDK requires', () => {
    expect(toFeatBitUser({ ...STAFF, name: '  ' }).name).toBe('staff-1');
  });
});
