import * as v from 'valibot';
import {
  CHECKING_STATES,
  DETAIL_VALUE_SOURCES,
  INVOICE_STATES,
  SETTLEMENT_STATES,
  SUPPLIER_ARCHIVE_TYPES,
  TAXPAYER_TYPES,
} from '../billEnumerations';
import { isPlainObject, oneOf, record, text } from '../core/fields';

/** docs/bills-and-workflow.md: the three progress axes of a reconciliation or settlement bill. */
export const supplierProgressSchema = record({
  checkingState: oneOf(CHECKING_STATES),
  invoiceState: oneOf(INVOICE_STATES),
  settlementState: oneOf(SETTLEMENT_STATES),
  supplier: record({
    name: text(),
    archiveType: oneOf(SUPPLIER_ARCHIVE_TYPES),
    taxpayerType: oneOf(TAXPAYER_TYPES),
  }),
  detailValueSource: oneOf(DETAIL_VALUE_SOURCES),
});

/**
 * `GET /v1/flow/flows/:id/supplierProgress`: `value` is null (or anything but an object) for
 * bills that are not reconciliation or settlement bills.
 */
export const supplierProgressAnswerSchema = record({
  value: v.fallback(
    v.nullable(v.pipe(v.unknown(), v.check(isPlainObject), supplierProgressSchema)),
    null,
  ),
});
