import { readMoney } from './readMoney';
import { BILL_FORM_TYPES, BILL_STATES, type BillSummary, type StaffRef } from '../types';
import { parseRejection, parseWaitingNode } from '@shell/billStates';
import { fieldsOf, isFields, readId, readOneOf, readText, readTime } from './readFields';

/** The submitter is an id, or the staff record when the query asked `dims` to expand it. */
function parseStaff(value: unknown): StaffRef | null {
  if (isFields(value)) {
    const id = readId(value, 'id');
    return id ? { id, name: readText(value, 'name') } : null;
  }
  const id = readId({ id: value }, 'id');
  return id ? { id, name: '' } : null;
}

/** A bill from an untrusted answer, or null when it lacks an id or a known state. */
export function parseBillSummary(raw: unknown): BillSummary | null {
  const bill = fieldsOf(raw);
  const id = readId(bill, 'id');
  const state = readOneOf(bill, 'state', BILL_STATES);
  if (!id || !state) return null;
  const form = fieldsOf(bill.form);
  return {
    id,
    code: readText(form, 'code'),
    title: readText(form, 'title'),
    formType: readOneOf(bill, 'formType', BILL_FORM_TYPES),
    state,
    submitter: parseStaff(form.submitterId),
    expenseMoney: readMoney(form.expenseMoney),
    payMoney: readMoney(form.payMoney),
    updateTime: readTime(bill, 'updateTime'),
    appId: readId(bill, 'appId'),
    waitingAt: parseWaitingNode(bill.plan),
    rejection: parseRejection(bill.rejection),
  };
}
