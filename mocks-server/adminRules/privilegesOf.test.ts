import { seedData } from '../data/seedData';
import { privilegesOf } from './privilegesOf';

describe('the admin privileges a staff holds in the lab', () => {
  const state = seedData(20261121, new Date('2026-11-21T01:00:00Z'));
  const current = state.staffs.find((staff) => staff.id === state.currentStaffId);
  const plain = state.staffs.find(
    (staff) =>
      staff.id !== state.currentStaffId && staff.roles.every((r) => r.code !== 'SYS_ADMIN'),
  );

  it('gives the current staff the seeded privileges', () => {
    if (!current) throw new Error('the seed has no current staff');
    expect(privilegesOf(state, current)).toEqual(state.permissions);
    expect(privilegesOf(state, current)).toContain('SYS_ADMIN');
  });

  it('gives a staff without the admin role none', () => {
    if (!plain) throw new Error('the seed has no plain staff');
    expect(privilegesOf(state, plain)).toEqual([]);
  });
});
