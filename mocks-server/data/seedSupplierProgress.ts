import type { Bill } from './billTypes';
import type { MockState } from './MockState';
import { seedBillFaker } from './seedBillFaker';

/** Spec §4: three progress axes of supplier bills, each kept apart from the bill state. */
export const CHECKING_STATES = ['CHECKING_TODO', 'CHECKING_DOING', 'CHECKING_DONE'] as const;
export const INVOICE_STATES = ['NONE', 'INVOICE_TODO', 'INVOICE_DOING', 'INVOICE_DONE'] as const;
export const SETTLEMENT_STATES = [
  'NONE',
  'SETTLEMENT_TODO',
  'SETTLEMENT_DOING',
  'SETTLEMENT_DONE',
] as const;
/** Spec §3 supplier archive types (the first set), taxpayer types and detail value sources. */
export const SUPPLIER_ARCHIVE_TYPES = ['HOSE_MALL', 'DIDI_NEW', 'DIDI', 'OTHER'] as const;
export const TAXPAYER_TYPES = ['GENERAL', 'SMALL'] as const;
export const DETAIL_VALUE_SOURCES = ['fixed', 'invoiceInfo', 'invoiceDetail'] as const;

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
