import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';

/**
 * Admin privileges per staff: the lab's current staff and anyone holding the SYS_ADMIN role
 * get the seeded set; everyone else holds none, so the lab can sign in as a plain staff and
 * see the "no permission" screens.
 */
export function privilegesOf(state: MockState, staff: Staff): string[] {
  const current = state.staffs.find((candidate) => candidate.id === state.currentStaffId);
  const isAdmin =
    staff.userId === current?.userId || staff.roles.some((role) => role.code === 'SYS_ADMIN');
  return isAdmin ? [...state.permissions] : [];
}
