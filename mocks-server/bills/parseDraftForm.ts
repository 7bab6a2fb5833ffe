import { standardMoney } from '../data/billMoney';
import type { BillFormData, Money } from '../data/billTypes';
import { PAY_TYPES, type PayType } from '@contracts/billVocabulary';
import type { Specification } from '../specifications/specificationTypes';
import { PAYING_FORM_TYPES } from '@contracts/billVocabulary';
import { badDraft, readDraftValue, readMoneyValue } from './readDraftValue';

/** Written by the server alone (numbering, submitting, the expense lines' own calls). */
const SERVER_OWNED = new Set([
  'code',
  'submitterId',
  'submitDate',
  'specificationId',
  'details',
  'systemGeneration',
  'receiptState',
  'expenseStatus',
  'carOrderStatus',
  'dataLinkCount',
]);

/** The draft body's `form`: the values to write, each checked against its field. */
export interface DraftForm {
  /** Only on create: which specification version the bill is written against. */
  specificationId?: string;
  payType?: PayType;
  /** By field name; only names of the specification's fields, composite ones left out. */
  values: Record<string, unknown>;
  /** The lines as sent, on specifications with lines (parseDetailLines reads them). */
  details?: unknown;
  /** The total the client worked out from its lines, checked against the server's sum. */
  claimedTotal?: Money | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{form: {specificationId?, payType?, …values}}` from an untrusted body; bad input is a 400. */
export function readDraftBody(body: unknown): { form: Record<string, unknown> } {
  if (!isObject(body) || !isObject(body.form)) throw badDraft('The body must be {form: {…}}');
  return { form: body.form };
}

export function parseDraftForm(form: Record<string, unknown>, spec: Specification): DraftForm {
  const draft: DraftForm = { values: {} };
  const { specificationId, payType } = form;
  if (specificationId !== undefined) {
    if (typeof specificationId !== 'string') throw badDraft('specificationId must be a string');
    draft.specificationId = specificationId;
  }
  if (payType !== undefined) {
    const known = PAY_TYPES.find((each) => each === payType);
    if (!known) throw badDraft(`payType must be one of ${PAY_TYPES.join(', ')}`);
    draft.payType = known;
  }
  const hasLines = spec.fields.some((field) => field.name === 'details');
  if (hasLines && Object.hasOwn(form, 'details')) draft.details = form.details;
  if (hasLines && Object.hasOwn(form, 'expenseMoney')) {
    draft.claimedTotal = readMoneyValue('expenseMoney', form.expenseMoney);
  }
  for (const field of spec.fields) {
    if (SERVER_OWNED.has(field.name) || field.readOnly || !Object.hasOwn(form, field.name)) {
      continue;
    }
    const value = readDraftValue(field, form[field.name]);
    if (value !== undefined) draft.values[field.name] = value;
  }
  return draft;
}

type StoredForm = BillFormData & Record<string, unknown>;

const asMoney = (value: unknown): Money | null =>
  isObject(value) && typeof value.standard === 'string' ? (value as unknown as Money) : null;

/**
 * Writes the values into the bill's form. The list columns stay meaningful for every bill type
 * _(lab choice)_: `expenseMoney` follows the specification's first money field (expenseMoney
 * itself on expense types, loanMoney on a loan…) whenever that has an amount; `payMoney` is its
 * own field when filled, else the expense money on paying types and 0 on the others (an update
 * that does not send it keeps it).
 */
export function applyDraftForm(
  form: BillFormData,
  draft: DraftForm,
  spec: Specification,
  isNew: boolean,
): void {
  const stored = form as StoredForm;
  const { expenseMoney: before, payMoney: paidBefore } = stored;
  Object.assign(stored, draft.values);
  if (draft.payType) stored.payType = draft.payType;
  if (stored.expenseDepartment === null) stored.expenseDepartment = '';
  if (!Array.isArray(stored.expenseLinks)) stored.expenseLinks = [];
  const firstMoney = spec.fields.find((field) => field.dataType.type === 'money');
  const expense = firstMoney ? asMoney(stored[firstMoney.name]) : null;
  stored.expenseMoney = expense ?? asMoney(before) ?? standardMoney(0n);
  const payGiven = Object.hasOwn(draft.values, 'payMoney');
  if (!isNew && !payGiven) stored.payMoney = paidBefore;
  else {
    const pay = payGiven ? asMoney(draft.values.payMoney) : null;
    const paying = PAYING_FORM_TYPES.includes(spec.formType);
    stored.payMoney = pay ?? (paying ? stored.expenseMoney : standardMoney(0n));
  }
}
