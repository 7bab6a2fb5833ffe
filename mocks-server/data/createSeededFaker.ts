import type { Faker } from '@faker-js/faker';
import { faker as zhCnFaker } from '@faker-js/faker/locale/zh_CN';

/**
 * The zh_CN locale with its en and base fallbacks, from the locale's own entry: the package's
 * main entry loads every one of its 70 locales first (a quarter of a second in each test file
 * and at every lab start). The class is the same Faker, reached through that instance.
 */
const ZhCnFaker = zhCnFaker.constructor as typeof Faker;

/**
 * A private faker per generation: the shared `faker` singleton would let one caller's draws
 * shift another's sequence, and the lab promises that a seed always yields the same data.
 */
export function createSeededFaker(seed: number, refDate: Date): Faker {
  const faker = new ZhCnFaker({ locale: zhCnFaker.rawDefinitions });
  faker.seed(seed);
  faker.setDefaultRefDate(refDate);
  return faker;
}

/** A lab id: short, URL-safe and the same for the same seed. */
export function labId(faker: Faker, length = 14): string {
  return faker.string.alphanumeric({ length, casing: 'mixed' });
}

/** A create/update pair in the past of the reference date, update never before create. */
export function recordTimes(faker: Faker): { createTime: number; updateTime: number } {
  const created = faker.date.past({ years: 3 });
  const updated = faker.date.between({ from: created, to: faker.defaultRefDate() });
  return { createTime: created.getTime(), updateTime: updated.getTime() };
}
