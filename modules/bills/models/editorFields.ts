import type { FieldDescriptor, ParsedFields } from '../forms';
import { PAYING_FORM_TYPES } from '@contracts/billVocabulary';
import { parseFieldDescriptors } from '../forms/FieldDescriptor';
import { editMessages } from '../editMessages';
import { PAY_TYPES, type BillFormType, type PayType } from '../types';

/** The form key of the pay type; the draft body carries it beside the values. */
export const PAY_TYPE_FIELD = 'payType';

/** Set by the server: the submitter is shown read-only _(lab choice)_. */
const SYSTEM_FIELDS = new Set(['submitterId']);
/** Said elsewhere on the page (the bill type above the form) or not known yet (submitted when). */
const NOT_ON_FORM = new Set(['specificationId', 'submitDate']);

/** docs/bills-and-workflow.md pay types as an enum field, labelled in both locales (enLabel rule). */
function payTypeField(): FieldDescriptor {
  const zh = editMessages['zh-CN'];
  const en = editMessages['en-US'];
  return {
    name: PAY_TYPE_FIELD,
    label: zh.payType,
    enLabel: en.payType,
    dataType: { type: 'text' },
    kind: 'text',
    section: 'payment',
    required: true,
    readOnly: false,
    allowNegative: false,
    multiline: false,
    withTime: false,
    options: PAY_TYPES.map((value) => ({
      value,
      label: zh.payTypes[value],
      enLabel: en.payTypes[value],
    })),
  };
}

/**
 * The editor's fields: the specification's (the submitter read-only, the template and submit
 * date left to the page), with the pay type first in the payment section. Problems are the
 * parser's, for a console warning.
 */
export function editorFields(specificationFields: unknown): ParsedFields {
  const parsed = parseFieldDescriptors(specificationFields);
  const fields = parsed.fields
    .filter((field) => field.name !== PAY_TYPE_FIELD && !NOT_ON_FORM.has(field.name))
    .map((field) => (SYSTEM_FIELDS.has(field.name) ? { ...field, readOnly: true } : field));
  return { fields: [payTypeField(), ...fields], problems: parsed.problems };
}

/** Who pays a new bill unless the person says otherwise: the company for payment types. */
export function defaultPayType(formType: BillFormType | null): PayType {
  return formType === 'payment' || formType === 'corpPayment' ? 'CORPORATION' : 'PERSONAL';
}

/** The bill types that pay money out: their whole total is the pay money. */
const PAYING_TYPES: ReadonlySet<string> = new Set(PAYING_FORM_TYPES);

export function paysOut(formType: BillFormType | null): boolean {
  return formType !== null && PAYING_TYPES.has(formType);
}
