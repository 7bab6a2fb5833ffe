import { standardMoney } from '../data/billMoney';
import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import { CODE_PREFIXES } from '../data/seedBillDraft';
import type { Staff } from '../data/types';
import type { Specification } from '../specifications/specificationTypes';
import { illegalState, notAssignee } from './BillActionError';
import { newBillPlan } from './newBillPlan';
import { applyDetailLines } from './applyDetailLines';
import { applyDraftForm, parseDraftForm, readDraftBody, type DraftForm } from './parseDraftForm';
import { parseDetailLines } from './parseDetailLines';
import { badDraft } from './readDraftValue';
import { WRITTEN_HERE } from '../data/writtenHere';
import { unprintedBillRecords } from '../data/unprintedBillRecords';

const isEditableState = (bill: Bill) => bill.state === 'draft' || bill.state === 'rejected';

/** Whether `PUT` would take the actor's rewrite: the bill's `edit` action. */
export function isEditableBy(bill: Bill, actorId: string): boolean {
  return isEditableState(bill) && bill.form.submitterId === actorId;
}

function specificationOf(state: MockState, actor: Staff, id: string): Specification | undefined {
  return state.specifications.find(
    (spec) => spec.id === id && spec.corporationId === actor.corporationId,
  );
}

/**
 * `POST /v1/flow/flows`: a new draft of the actor's, against an active specification of the
 * actor's corporation, numbered after the tenant's bills, with the plan of newBillPlan.
 */
export function createDraftBill(state: MockState, actor: Staff, body: unknown, now: number): Bill {
  const { form } = readDraftBody(body);
  const id = typeof form.specificationId === 'string' ? form.specificationId : '';
  const spec = specificationOf(state, actor, id);
  if (!spec || !spec.active) {
    throw badDraft(`specificationId must name an active specification of this corporation`);
  }
  const draft = parseDraftForm(form, spec);
  const sequence = state.bills.filter((bill) => bill.corporationId === actor.corporationId).length;
  const year = String(new Date(now).getUTCFullYear()).slice(-2);
  const corporatePaid = spec.formType === 'payment' || spec.formType === 'corpPayment';
  const plan = newBillPlan(state, actor, spec.formType);
  const bill: Bill = {
    id: `${actor.corporationId}${WRITTEN_HERE}${state.bills.length + 1}`,
    corporationId: actor.corporationId,
    formType: spec.formType,
    state: 'draft',
    currRoleId: null,
    active: true,
    createTime: now,
    updateTime: now,
    appId: null,
    form: {
      code: `${CODE_PREFIXES[spec.formType]}${year}${String(sequence + 1).padStart(5, '0')}`,
      title: '',
      description: '',
      details: [],
      specificationId: spec.id,
      submitterId: actor.id,
      expenseDepartment: actor.defaultDepartment,
      submitDate: null,
      expenseMoney: standardMoney(0n),
      payMoney: standardMoney(0n),
      // A plan with a paper receipt step starts with the paper not yet in.
      receiptState: plan.nodes.some((node) => node.type === 'receive') ? 'NOT_RECEIVED' : null,
      systemGeneration: false,
      carOrderStatus: null,
      expenseStatus: null,
      payType: corporatePaid ? 'CORPORATION' : 'PERSONAL',
      dataLinkCount: 0,
      expenseLinks: [],
      attachments: [],
    },
    plan,
    ...unprintedBillRecords(),
  };
  writeDraft(state, bill, draft, spec, true);
  return bill;
}

/**
 * The values into the bill's form, then, on a specification with lines, the lines sent (or the
 * bill's own) and the totals they make. Throws before the caller keeps anything.
 */
function writeDraft(
  state: MockState,
  bill: Bill,
  draft: DraftForm,
  spec: Specification,
  isNew: boolean,
): void {
  applyDraftForm(bill.form, draft, spec, isNew);
  if (!spec.fields.some((field) => field.name === 'details')) return;
  const feeTypes = state.referenceData.feeTypes.filter(
    (feeType) => feeType.corporationId === bill.corporationId,
  );
  const lines =
    draft.details === undefined
      ? bill.form.details
      : parseDetailLines(draft.details, { billId: bill.id, feeTypes, existing: bill.form.details });
  applyDetailLines(bill.form, lines, spec.formType, draft.claimedTotal);
}

/**
 * `PUT /v1/flow/flows/:id`: the submitter rewrites a draft or a rejected bill (409 otherwise,
 * as the workflow refuses). Only the values sent change; the specification stays the bill's.
 * Works on a copy: a refused write leaves the stored bill untouched.
 */
export function updateDraftBill(
  state: MockState,
  actor: Staff,
  bill: Bill,
  body: unknown,
  now: number,
): Bill {
  if (!isEditableState(bill)) throw illegalState('edit', bill.state);
  if (bill.form.submitterId !== actor.id) throw notAssignee('edit');
  const { form } = readDraftBody(body);
  const spec = specificationOf(state, actor, bill.form.specificationId);
  if (!spec) throw badDraft(`The bill's specification ${bill.form.specificationId} is gone`);
  const draft = parseDraftForm(form, spec);
  if (draft.specificationId !== undefined && draft.specificationId !== spec.id) {
    throw badDraft('A bill keeps its specification; write a new bill for another one');
  }
  const next = structuredClone(bill);
  writeDraft(state, next, draft, spec, false);
  next.updateTime = now;
  return next;
}
