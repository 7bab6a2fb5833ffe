import type { DataLink } from '../specifications/referenceTypes';
import type { Bill } from './billTypes';
import type { MockState } from './MockState';
import { seedBillFaker } from './seedBillFaker';

const DATA_LINK_ENTITY = 'datalink.DataLinkEntity.';

/**
 * The records the bill's own data-link fields name (私车, 发票主体, 机打发票 on the general form),
 * in the specification's field order: a person who picks one sees it among the bill's data links.
 */
function namedDataLinks(state: MockState, bill: Bill, own: readonly DataLink[]): DataLink[] {
  const spec = state.specifications.find((each) => each.id === bill.form.specificationId);
  const form = bill.form as Bill['form'] & Record<string, unknown>;
  const ids = (spec?.fields ?? [])
    .filter((field) => field.dataType.entity?.startsWith(DATA_LINK_ENTITY))
    .flatMap((field) => [form[field.name]].flat())
    .filter((value): value is string => typeof value === 'string');
  return ids.flatMap((id) => own.find((link) => link.id === id) ?? []);
}

/**
 * The data-link records a bill draws on: those its data-link fields name, then
 * `form.dataLinkCount` of its tenant's active records, led by the submitter's own private car
 * when they have one, so private-car rows show up.
 */
export function seedBillDataLinks(state: MockState, bill: Bill): DataLink[] {
  const tenant = state.referenceData.dataLinks.filter(
    (link) => link.corporationId === bill.corporationId,
  );
  const named = namedDataLinks(state, bill, tenant);
  const count = bill.form.dataLinkCount;
  if (count <= 0) return named;
  const faker = seedBillFaker(state, bill.id, 'dataLinks');
  const own = tenant.filter((link) => link.active);
  const isCar = (link: DataLink) => link.entity.endsWith('.privateCar');
  const car = own.find((link) => isCar(link) && link.ownerId === bill.form.submitterId);
  // Someone else's private car is theirs alone: a bill never draws on it.
  const others = own.filter((link) => !isCar(link));
  const picked = faker.helpers.arrayElements(others, Math.min(others.length, count));
  const seeded = car ? [car, ...picked.slice(0, count - 1)] : picked;
  return [...named, ...seeded.filter((link) => !named.includes(link))];
}
