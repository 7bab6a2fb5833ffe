import type { Faker } from '@faker-js/faker';
import { GIVEN_NAMES, SURNAMES } from './chineseNames';
import { labId, recordTimes } from './createSeededFaker';
import { assignStaffRoles } from './assignStaffRoles';
import type { Department, Staff, Tenant } from './types';

const STAFF_COUNT = 30;
// Fixed positions keep the mix stable across seeds, so tests and screens can rely on it.
const INACTIVE_POSITIONS = new Set([25, 26]);
const FIRST_EXTERNAL_POSITION = 27;
const FINANCE_SPELL = 'caiwubu';
const NOTES = ['常驻上海', '兼任项目经理', '试用期', '外派深圳'];

/** About thirty staff of the tenant; the first is the current staff, a finance member. */
export function seedStaffs(faker: Faker, tenant: Tenant, departments: Department[]): Staff[] {
  const members = departments.filter((department) => department.parentId !== null);
  const finance =
    members.find((department) => department.nameSpell === FINANCE_SPELL) ?? members[0];
  const spellCounts = new Map<string, number>();
  const staffs = Array.from({ length: STAFF_COUNT }, (_, index): Staff => {
    const external = index >= FIRST_EXTERNAL_POSITION;
    const { name, nameSpell } = chineseName(faker, spellCounts);
    const home = index === 0 ? finance : faker.helpers.arrayElement(members);
    const second = faker.helpers.maybe(() => faker.helpers.arrayElement(members), {
      probability: 0.15,
    });
    const userId = labId(faker, 10);
    return {
      id: `${tenant.corporationId}:${userId}`,
      version: faker.number.int({ min: 1, max: 20 }),
      active: !INACTIVE_POSITIONS.has(index),
      ...recordTimes(faker),
      name,
      nameSpell,
      code: external ? `X${pad(index - FIRST_EXTERNAL_POSITION + 1)}` : `E${pad(index + 1)}`,
      corporationId: tenant.corporationId,
      userId,
      avatar: faker.helpers.maybe(() => avatar(faker), { probability: 0.7 }) ?? '',
      email: external
        ? `${nameSpell}@partner.example.com`
        : `${nameSpell}@${tenant.nameSpell}.example.cn`,
      cellphone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
      note: external
        ? '外部顾问'
        : (faker.helpers.maybe(() => faker.helpers.arrayElement(NOTES), { probability: 0.2 }) ??
          ''),
      departments: second && second.id !== home.id ? [home.id, second.id] : [home.id],
      defaultDepartment: home.id,
      external,
      order: index + 1,
      corporation: { id: tenant.corporationId, name: tenant.name },
      roles: [],
    };
  });
  return assignStaffRoles(staffs, departments);
}

/** Surname plus one or two given-name characters, with a pinyin spell made unique by a suffix. */
function chineseName(
  faker: Faker,
  spellCounts: Map<string, number>,
): { name: string; nameSpell: string } {
  const parts = [
    faker.helpers.arrayElement(SURNAMES),
    ...faker.helpers.multiple(() => faker.helpers.arrayElement(GIVEN_NAMES), {
      count: { min: 1, max: 2 },
    }),
  ];
  const name = parts.map(([character]) => character).join('');
  const spell = parts.map(([, pinyin]) => pinyin).join('');
  const seen = (spellCounts.get(spell) ?? 0) + 1;
  spellCounts.set(spell, seen);
  return { name, nameSpell: seen === 1 ? spell : `${spell}${seen}` };
}

// A data URI rather than a hosted avatar: the lab runs without network access.
function avatar(faker: Faker): string {
  return faker.image.dataUri({ width: 64, height: 64, type: 'svg-base64' });
}

function pad(value: number): string {
  return String(value).padStart(4, '0');
}
