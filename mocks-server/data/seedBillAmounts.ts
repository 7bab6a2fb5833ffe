import type { Faker } from '@faker-js/faker';
import { labId } from './createSeededFaker';
import { FOREIGN_CURRENCIES, foreignMoney, RATE_SCALE, standardMoney } from './billMoney';
import type { Invoice, Money } from './billTypes';

const INVOICE_TYPES = [
  'VAT_ELECTRONIC_NORMAL',
  'VAT_SPECIAL',
  'FULL_DIGITAL_NORMAL',
  'TAXI',
  'TRAIN',
];

/** [from, to] of each currency's rate to CNY, in RATE_SCALE minor units. */
const RATE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  USD: [70_500, 73_500],
  EUR: [76_000, 79_500],
  JPY: [460, 495],
  HKD: [9_000, 9_400],
};

/** A CNY line amount, in fen between the bounds. */
export function cnyAmount(faker: Faker, [min, max]: readonly [number, number]): Money {
  return standardMoney(BigInt(faker.number.int({ min, max })));
}

/** A foreign line whose standard side lands near an amount between the bounds (in fen). */
export function foreignAmount(faker: Faker, [min, max]: readonly [number, number]): Money {
  const currency = faker.helpers.arrayElement(FOREIGN_CURRENCIES);
  const [low, high] = RATE_RANGES[currency.strCode];
  const sysRate = faker.number.int({ min: low, max: high });
  // Mostly the system rate; sometimes the submitter's own, so the two visibly differ.
  const rate = faker.datatype.boolean(0.7)
    ? sysRate
    : sysRate + faker.number.int({ min: -50, max: 50 });
  const standardTarget = faker.number.int({ min, max }) * 10 ** RATE_SCALE;
  const foreignMinor = Math.max(
    1,
    Math.round((standardTarget * 10 ** currency.scale) / 100 / rate),
  );
  return foreignMoney(BigInt(foreignMinor), currency, BigInt(rate), BigInt(sysRate));
}

export function seedInvoice(faker: Faker, amount: Money, createTime: number): Invoice {
  return {
    id: labId(faker, 12),
    invoiceType: faker.helpers.arrayElement(INVOICE_TYPES),
    invoiceCode: faker.string.numeric(12),
    invoiceNumber: faker.string.numeric(8),
    issueDate: createTime - faker.number.int({ min: 1, max: 30 }) * 86_400_000,
    amount: { ...amount },
  };
}
