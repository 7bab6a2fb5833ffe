import type { Faker } from '@faker-js/faker';
import type { BankAccountFields } from './referenceTypes';
import { cityNames } from './seedCities';

/** [icon key, bank name, CNAPS bank code] */
const BANKS: readonly (readonly [string, string, string])[] = [
  ['ICBC', '中国工商银行', '102'],
  ['ABC', '中国农业银行', '103'],
  ['BOC', '中国银行', '104'],
  ['CCB', '中国建设银行', '105'],
  ['BOCOM', '交通银行', '301'],
  ['CMB', '招商银行', '308'],
  ['CIB', '兴业银行', '309'],
  ['SPDB', '浦发银行', '310'],
];
const STREETS = ['人民路', '中山路', '解放路', '建设路', '高新区', '滨江'];

/**
 * The bank side of an account (docs/lab.md selection fields). Personal cards are 19 digits starting
 * with 62; corporate accounts are 16 digits.
 */
export function bankAccount(
  faker: Faker,
  name: string,
  type: string,
  personal: boolean,
): BankAccountFields {
  const [icon, bank, bankCode] = faker.helpers.arrayElement(BANKS);
  const city = faker.helpers.arrayElement(cityNames());
  return {
    name,
    type,
    icon,
    bank,
    unionBank: `${bankCode}${faker.string.numeric(9)}`,
    cardNo: personal ? `62${faker.string.numeric(17)}` : faker.string.numeric(16),
    branch: `${bank}${city}${faker.helpers.arrayElement(STREETS)}支行`,
  };
}
