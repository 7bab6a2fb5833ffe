import type { Faker } from '@faker-js/faker';
import type { Staff, Tenant } from '../data/types';
import { bankAccount } from './bankAccounts';
import type { PayeeInfo, PaymentAccount } from './referenceTypes';

const PERSONAL_PAYEES = 10;
const PUBLIC_PAYEES = 6;

/**
 * pay.PayeeInfo (every staff's own card, suppliers after the first ten) and pay.PaymentAccount
 * (the corporation's accounts, the first one the default).
 */
export function seedPayAccounts(
  faker: Faker,
  tenant: Tenant,
  staffs: Staff[],
): { payees: PayeeInfo[]; paymentAccounts: PaymentAccount[] } {
  const { corporationId } = tenant;
  const personal = staffs.slice(0, PERSONAL_PAYEES).map((staff, index): PayeeInfo => ({
    ...bankAccount(faker, staff.name, 'PERSONAL', true),
    type: 'PERSONAL',
    id: `${corporationId}:payee:${String(index + 1).padStart(3, '0')}`,
    code: `P${String(index + 1).padStart(4, '0')}`,
    active: true,
    corporationId,
    ownerId: staff.id,
  }));
  const suppliers = faker.helpers
    .uniqueArray(() => faker.company.name(), PUBLIC_PAYEES)
    .map((name, index): PayeeInfo => ({
      ...bankAccount(faker, name, 'PUBLIC', false),
      type: 'PUBLIC',
      id: `${corporationId}:payee:${String(PERSONAL_PAYEES + index + 1).padStart(3, '0')}`,
      code: `S${String(index + 1).padStart(4, '0')}`,
      active: index < PUBLIC_PAYEES - 1,
      corporationId,
      ownerId: null,
    }));
  const purposes = ['基本户', '一般户', '工资户', '外币户'];
  const banked = purposes.map((purpose, index): PaymentAccount => ({
    ...bankAccount(faker, `${tenant.name}（${purpose}）`, 'BANK', false),
    type: 'BANK',
    id: `${corporationId}:account:${index + 1}`,
    code: `ACC-${index + 1}`,
    active: true,
    corporationId,
    channels: index === 0 ? ['OFFLINE', 'CHANPAY'] : ['OFFLINE'],
    isDefault: index === 0,
  }));
  const alipay: PaymentAccount = {
    name: `${tenant.name}（支付宝）`,
    type: 'ALIPAY',
    icon: 'ALIPAY',
    bank: '支付宝',
    unionBank: '',
    cardNo: `${tenant.nameSpell.slice(0, 12)}@alipay.example.cn`,
    branch: '',
    id: `${corporationId}:account:${purposes.length + 1}`,
    code: `ACC-${purposes.length + 1}`,
    active: true,
    corporationId,
    channels: ['OFFLINE'],
    isDefault: false,
  };
  // Drawn last, so the records above stay as they were before every staff had a card.
  const laterCards = staffs.slice(PERSONAL_PAYEES).map((staff, index): PayeeInfo => ({
    ...bankAccount(faker, staff.name, 'PERSONAL', true),
    type: 'PERSONAL',
    id: `${corporationId}:payee:${String(101 + index).padStart(3, '0')}`,
    code: `P${String(101 + index).padStart(4, '0')}`,
    active: true,
    corporationId,
    ownerId: staff.id,
  }));
  return {
    payees: [...personal, ...suppliers, ...laterCards],
    paymentAccounts: [...banked, alipay],
  };
}
