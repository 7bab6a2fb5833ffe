import type { Faker } from '@faker-js/faker';
import type { Staff } from '../data/types';
import { DATA_LINK_ENTITIES } from './dataLinkEntityDrafts';
import type { DataLink, DataLinkEntity } from './referenceTypes';

/**
 * datalink.DataLinkEntity.<code> entities and their records. A private car is its owner's:
 * only the owner sees it. Other records are visible to all, or to a few staff and departments.
 */
export function seedDataLinks(
  faker: Faker,
  corporationId: string,
  staffs: Staff[],
): { dataLinkEntities: DataLinkEntity[]; dataLinks: DataLink[] } {
  const dataLinkEntities: DataLinkEntity[] = [];
  const dataLinks: DataLink[] = [];
  for (const draft of DATA_LINK_ENTITIES) {
    const entity: DataLinkEntity = {
      id: `${corporationId}:dataLinkEntity:${draft.code}`,
      name: draft.name,
      code: draft.code,
      active: true,
      corporationId,
      entity: `datalink.DataLinkEntity.${draft.code}`,
      type: draft.type,
      fields: draft.fields,
    };
    dataLinkEntities.push(entity);
    for (let index = 0; index < draft.count; index += 1) {
      const owner = faker.helpers.arrayElement(staffs);
      const { name, code, values } = draft.record(faker, index);
      const fullVisible = draft.type !== 'PRIVATE_CAR' && faker.datatype.boolean(0.6);
      const viewers =
        draft.type === 'PRIVATE_CAR' || fullVisible
          ? []
          : faker.helpers.arrayElements(staffs, { min: 1, max: 3 });
      dataLinks.push({
        id: `${entity.id}:${String(index + 1).padStart(3, '0')}`,
        name,
        code,
        active: index < draft.count - 1,
        corporationId,
        entityId: entity.id,
        entity: entity.entity,
        visibility: {
          fullVisible,
          staffIds: draft.type === 'PRIVATE_CAR' ? [owner.id] : viewers.map((staff) => staff.id),
          departmentIds:
            fullVisible || draft.type === 'PRIVATE_CAR' ? [] : [owner.defaultDepartment],
        },
        ownerId: owner.id,
        useCount: faker.number.int({ min: 0, max: 120 }),
        values,
      });
    }
  }
  return { dataLinkEntities, dataLinks };
}
