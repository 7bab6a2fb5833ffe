import { Faker, base, en, zh_CN } from '@faker-js/faker';

/**
 * A private faker per generation: the shared `faker` singleton would let one caller's draws
 * shift another's sequence, and the lab promises that a seed always yields the same data.
 */
export function createSeededFaker(seed: number, refDate: Date): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
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
