import type { Faker } from '@faker-js/faker';
import { labId } from './createSeededFaker';
import type { Syllable } from './chineseNames';
import type { Tenant, TenantPermission } from './types';

const BRANDS: readonly Syllable[] = [
  ['星河', 'xinghe'],
  ['远航', 'yuanhang'],
  ['云帆', 'yunfan'],
  ['青松', 'qingsong'],
];

const GROUP_SUFFIX: Syllable = ['控股集团', 'konggujituan'];

const SUBSIDIARY_SUFFIXES: readonly Syllable[] = [
  ['科技有限公司', 'kejiyouxiangongsi'],
  ['商贸有限公司', 'shangmaoyouxiangongsi'],
  ['物流有限公司', 'wuliuyouxiangongsi'],
];

/** What a group center can share down to a subsidiary. */
const SHARED_RESOURCES = ['SPECIFICATION', 'FEE_TYPE', 'DIMENSION', 'PAYEE_INFO', 'BUDGET'];

/** The group tenant first, then three subsidiaries that draw their shared data from it. */
export function seedTenants(faker: Faker): Tenant[] {
  const [brand, brandSpell] = faker.helpers.arrayElement(BRANDS);
  const groupId = labId(faker);
  const groupCorporationId = labId(faker);
  const group: Tenant = {
    id: groupId,
    parentId: null,
    corporationId: groupCorporationId,
    name: brand + GROUP_SUFFIX[0],
    active: true,
    nameSpell: brandSpell + GROUP_SUFFIX[1],
    sourceCorpId: groupCorporationId,
    permissions: SHARED_RESOURCES.map((name) => ({ name, auth: true })),
  };
  const subsidiaries = SUBSIDIARY_SUFFIXES.map(([suffix, suffixSpell], index): Tenant => ({
    id: labId(faker),
    parentId: groupId,
    corporationId: labId(faker),
    name: brand + suffix,
    active: true,
    nameSpell: brandSpell + suffixSpell,
    sourceCorpId: groupCorporationId,
    permissions: subsidiaryPermissions(faker, index),
  }));
  return [group, ...subsidiaries];
}

// The first permission alternates so every seed has both an "all-create" tenant and one without.
function subsidiaryPermissions(faker: Faker, index: number): TenantPermission[] {
  return SHARED_RESOURCES.map((name, position) => ({
    name,
    auth: position === 0 ? index % 2 === 0 : faker.datatype.boolean(),
  }));
}
