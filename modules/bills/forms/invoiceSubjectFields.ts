import type { FieldDescriptor } from './FieldDescriptor';

/**
 * Spec §3 "Invoice-subject form fields": only entities named invoice subject or machine-issued
 * invoice get these two flags. The spec gives the names in words, not as ids, so both the
 * Chinese names the product uses and the English ones are matched. (Field names: lab choice.)
 */
const INVOICE_SUBJECT_NAMES = new Set([
  '发票主体',
  '机打发票',
  'invoice subject',
  'machine-issued invoice',
]);

const flag = (name: string, label: string, enLabel: string): FieldDescriptor => ({
  name,
  label,
  enLabel,
  dataType: { type: 'text' },
  format: 'boolean',
  kind: 'boolean',
  required: false,
  readOnly: false,
  allowNegative: false,
  multiline: false,
  withTime: false,
});

export const INVOICE_SUBJECT_FIELDS: readonly FieldDescriptor[] = [
  flag('invoiceHasOriginalFile', '发票有原件', 'Invoice has original file'),
  flag('normalOpen', '正常开票', 'Issued normally'),
];

export function isInvoiceSubjectEntity(entityName: unknown): boolean {
  return (
    typeof entityName === 'string' && INVOICE_SUBJECT_NAMES.has(entityName.trim().toLowerCase())
  );
}

/** The two flags for an invoice-subject entity, none for any other. */
export function invoiceSubjectFields(entityName: unknown): readonly FieldDescriptor[] {
  return isInvoiceSubjectEntity(entityName) ? INVOICE_SUBJECT_FIELDS : [];
}
