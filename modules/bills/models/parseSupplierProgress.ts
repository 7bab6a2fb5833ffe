import type { SupplierProgress } from '../relationTypes';
import {
  CHECKING_STATES,
  DETAIL_VALUE_SOURCES,
  INVOICE_STATES,
  SETTLEMENT_STATES,
  SUPPLIER_ARCHIVE_TYPES,
  TAXPAYER_TYPES,
} from './billEnumerations';
import { fieldsOf, isFields, readOneOf, readText } from './readFields';

/** The supplier axes from an untrusted answer; null when the bill has none. */
export function parseSupplierProgress(raw: unknown): SupplierProgress | null {
  if (!isFields(raw)) return null;
  const supplier = fieldsOf(raw.supplier);
  return {
    checkingState: readOneOf(raw, 'checkingState', CHECKING_STATES),
    invoiceState: readOneOf(raw, 'invoiceState', INVOICE_STATES),
    settlementState: readOneOf(raw, 'settlementState', SETTLEMENT_STATES),
    supplier: {
      name: readText(supplier, 'name'),
      archiveType: readOneOf(supplier, 'archiveType', SUPPLIER_ARCHIVE_TYPES),
      taxpayerType: readOneOf(supplier, 'taxpayerType', TAXPAYER_TYPES),
    },
    detailValueSource: readOneOf(raw, 'detailValueSource', DETAIL_VALUE_SOURCES),
  };
}
