import type { DataLink } from '../specifications/referenceTypes';
import type { Bill } from './billTypes';
import type { MockState } from './MockState';
import { seedBillFaker } from './seedBillFaker';

/**
 * The data-link records a bill draws on: `form.dataLinkCount` of its tenant's active records,
 * led by the submitter's own private car when they have one, so private-car rows show up.
 */
export function seedBillDataLinks(state: MockState, bill: Bill): DataLink[] {
  const count = bill.form.dataLinkCount;
  if (count <= 0) return [];
  const faker = seedBillFaker(state, bill.id, 'dataLinks');
  const own = state.referenceData.dataLinks.filter(
    (link) => link.corporationId === bill.corporationId && link.active,
  );
  const isCar = (link: DataLink) => link.entity.endsWith('.privateCar');
  const car = own.find((link) => isCar(link) && link.ownerId === bill.form.submitterId);
  // Someone else's private car is theirs alone: a bill never draws on it.
  const others = own.filter((link) => !isCar(link));
  const picked = faker.helpers.arrayElements(others, Math.min(others.length, count));
  return car ? [car, ...picked.slice(0, count - 1)] : picked;
}
