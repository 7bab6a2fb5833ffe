import type { Faker } from '@faker-js/faker';
import { SPECIFICATION_DRAFTS, SPECIFICATION_GROUPS } from '../specifications/specificationCatalog';
import { specificationFields } from '../specifications/specificationFields';
import type { Specification, SpecificationGroup } from '../specifications/specificationTypes';
import { createSeededFaker } from './createSeededFaker';
import type { Tenant } from './types';

const DAY_MS = 86_400_000;

export interface SeededSpecifications {
  specifications: Specification[];
  specificationGroups: SpecificationGroup[];
}

/**
 * Every tenant's specifications (all versions) and groups. The fields are fixed; only times come
 * from the seed, one faker per tenant so tenants never shift each other.
 */
export function seedSpecifications(
  seed: number,
  now: Date,
  tenants: Tenant[],
): SeededSpecifications {
  const specifications: Specification[] = [];
  const specificationGroups: SpecificationGroup[] = [];
  tenants.forEach((tenant, index) => {
    const faker = createSeededFaker((seed * 37 + (index + 1) * 6151) >>> 0, now);
    const own = SPECIFICATION_DRAFTS.flatMap((draft) =>
      Array.from({ length: draft.versions }, (_, position) =>
        versionOf(faker, tenant.corporationId, draft, position + 1),
      ),
    );
    specifications.push(...own);
    SPECIFICATION_GROUPS.forEach((group, order) => {
      specificationGroups.push({
        id: groupIdOf(tenant.corporationId, group.code),
        name: group.name,
        code: group.code,
        active: true,
        corporationId: tenant.corporationId,
        order: order + 1,
        specifications: own
          .filter(
            (specification) =>
              specification.groupId === groupIdOf(tenant.corporationId, group.code),
          )
          .map(({ id, active }) => ({ id, active })),
      });
    });
  });
  return { specifications, specificationGroups };
}

function versionOf(
  faker: Faker,
  corporationId: string,
  draft: (typeof SPECIFICATION_DRAFTS)[number],
  version: number,
): Specification {
  const originalId = `${corporationId}:spec:${draft.key}`;
  // Older versions were made earlier: version n is about n × 120 days younger than version 1.
  const age = faker.number.int({ min: 400, max: 700 }) - (version - 1) * 120;
  const createTime = faker.defaultRefDate().getTime() - age * DAY_MS;
  return {
    id: `${originalId}:${version}`,
    originalId,
    version,
    active: version === draft.versions,
    name: draft.name,
    code: `${draft.key}-v${version}`,
    formType: draft.formType,
    corporationId,
    groupId: groupIdOf(corporationId, draft.group),
    createTime,
    updateTime: createTime + faker.number.int({ min: 0, max: 100 }) * DAY_MS,
    fields: specificationFields(draft.key, draft.formType),
    // The travel expense draws on trip requisitions: the seeded ApplicationToExpense rule.
    ...(draft.key === 'travelExpense'
      ? { feeAssignmentRuleId: `${corporationId}:fee-rule-1` }
      : {}),
  };
}

function groupIdOf(corporationId: string, code: string): string {
  return `${corporationId}:specGroup:${code}`;
}
