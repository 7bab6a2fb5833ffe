import {
  CHECKING_STATES,
  DETAIL_VALUE_SOURCES,
  INVOICE_STATES,
  SETTLEMENT_STATES,
  SUPPLIER_ARCHIVE_TYPES,
  TAXPAYER_TYPES,
} from '@contracts/billEnumerations';
import type { Bill } from './billTypes';
import type { MockState } from './MockState';
import { seedBillFaker } from './seedBillFaker';

export interface SupplierProgress {
  billId: string;
  checkingState: (typeof CHECKING_STATES)[number];
  invoiceState: (typeof INVOICE_STATES)[number];
  settlementState: (typeof SETTLEMENT_STATES)[number];
  supplier: {
    name: string;
    archiveType: (typeof SUPPLIER_ARCHIVE_TYPES)[number];
    taxpayerType: (typeof TAXPAYER_TYPES)[number];
  };
  detailValueSource: (typeof DETAIL_VALUE_SOURCES)[number];
}

/**
 * The progress of a reconciliation or settlement bill, null for other bill types. The spec
 * does not show how the axes move, so each is drawn on its own, never from the bill state.
 */
export function seedSupplierProgress(state: MockState, bill: Bill): SupplierProgress | null {
  if (bill.formType !== 'reconciliation' && bill.formType !== 'settlement') return null;
  const faker = seedBillFaker(state, bill.id, 'supplierProgress');
  return {
    billId: bill.id,
    checkingState: faker.helpers.arrayElement(CHECKING_STATES),
    invoiceState: faker.helpers.arrayElement(INVOICE_STATES),
    settlementState: faker.helpers.arrayElement(SETTLEMENT_STATES),
    supplier: {
      name: faker.company.name(),
      archiveType: faker.helpers.arrayElement(SUPPLIER_ARCHIVE_TYPES),
      taxpayerType: faker.helpers.arrayElement(TAXPAYER_TYPES),
    },
    detailValueSource: faker.helpers.arrayElement(DETAIL_VALUE_SOURCES),
  };
}
