import * as v from 'valibot';
import { BILL_FORM_TYPES, BILL_STATES } from '../billVocabulary';
import { id, isPlainObject, oneOf, record, requiredId, text, time } from '../core/fields';
import { moneySchema } from '../money';
import { rejectionSchema, waitingNodeSchema } from './waitingNode';

/** Absent or unusable money reads as null (shown as a dash). */
export const optionalMoney = v.fallback(v.nullable(moneySchema), null);

/** The submitter is an id, or the staff record when the query asked `dims` to expand it. */
const staffRef = v.pipe(
  v.unknown(),
  v.transform((value) => {
    const staff = isPlainObject(value) ? value : { id: value };
    const staffId = v.parse(record({ id }), staff).id;
    return staffId
      ? { id: staffId, name: isPlainObject(value) ? v.parse(text(), value.name) : '' }
      : null;
  }),
);

/** Bill (flow) (docs/bills-and-workflow.md): the fields of a bill every list reads. */
export const billSummaryEntries = {
  id: requiredId,
  state: v.picklist(BILL_STATES),
  formType: oneOf(BILL_FORM_TYPES),
  updateTime: time,
  appId: id,
  plan: v.optional(waitingNodeSchema, null),
  rejection: v.optional(rejectionSchema, null),
};

/** The form fields every bill list shows. */
export const billSummaryFormEntries = {
  code: text(),
  title: text(),
  submitterId: v.optional(staffRef, null),
  expenseMoney: optionalMoney,
  payMoney: optionalMoney,
};

type SummaryRead = v.InferOutput<ReturnType<typeof summaryRecord>>;
const summaryRecord = () => record({ ...billSummaryEntries, form: record(billSummaryFormEntries) });

/** The list view of a bill read with `billSummaryEntries`. */
export function summaryOf({ form, plan, ...bill }: SummaryRead) {
  return {
    id: bill.id,
    code: form.code,
    title: form.title,
    formType: bill.formType,
    state: bill.state,
    submitter: form.submitterId,
    expenseMoney: form.expenseMoney,
    payMoney: form.payMoney,
    updateTime: bill.updateTime,
    appId: bill.appId,
    waitingAt: plan,
    rejection: bill.rejection,
  };
}

/** Bill (flow) (docs/bills-and-workflow.md) as lists show it: usable only with an id and a known state. */
export const billSummarySchema = v.pipe(summaryRecord(), v.transform(summaryOf));
export type BillSummaryWire = v.InferOutput<typeof billSummarySchema>;
