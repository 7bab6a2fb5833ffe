import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import type { Specification } from '../specifications/specificationTypes';
import { applyDetailLines } from './applyDetailLines';
import { BillActionError, illegalState, notAssignee } from './BillActionError';
import { createDraftBill } from './draftBills';

/** The active version of the bill's specification: a copy is written against today's form. */
function activeSpecificationOf(state: MockState, bill: Bill): Specification | undefined {
  const own = state.specifications.find((spec) => spec.id === bill.form.specificationId);
  return state.specifications.find(
    (spec) =>
      spec.active &&
      spec.originalId === own?.originalId &&
      spec.corporationId === bill.corporationId,
  );
}

/** Whether `copy` would be taken: one's own bill whose form is still in use. */
export function isCopyableBy(state: MockState, bill: Bill, actorId: string): boolean {
  return bill.form.submitterId === actorId && activeSpecificationOf(state, bill) !== undefined;
}

/** Whether `DELETE` would be taken: one's own draft. */
export function isDeletableBy(bill: Bill, actorId: string): boolean {
  return bill.state === 'draft' && bill.form.submitterId === actorId;
}

/**
 * A new draft of the actor's with the bill's values and lines _(lab choice, as Hose's 复制)_:
 * every field of today's form the bill has a value for, the pay type, and each line under a new
 * id without its invoices (an invoice is claimed once); numbering, dates and the flow are new.
 */
export function copyBill(state: MockState, actor: Staff, bill: Bill, now: number): Bill {
  if (bill.form.submitterId !== actor.id) throw notAssignee('copy');
  const spec = activeSpecificationOf(state, bill);
  if (!spec) {
    throw new BillActionError(409, 'error:lab:bill-not-copyable', 'This form is no longer in use');
  }
  const copy = createDraftBill(state, actor, { form: { specificationId: spec.id } }, now);
  const source = bill.form as unknown as Record<string, unknown>;
  const target = copy.form as unknown as Record<string, unknown>;
  for (const field of spec.fields) {
    if (field.readOnly || field.name === 'details' || !Object.hasOwn(source, field.name)) continue;
    if (['code', 'submitterId', 'submitDate', 'specificationId'].includes(field.name)) continue;
    target[field.name] = structuredClone(source[field.name]);
  }
  copy.form.payType = bill.form.payType;
  const lines = bill.form.details.map((line, index) => ({
    ...structuredClone(line),
    id: `${copy.id}-L${index + 1}`,
    feeTypeForm: {
      ...structuredClone(line.feeTypeForm),
      invoiceForm: { type: 'noExist' as const, invoices: [] },
    },
  }));
  if (spec.fields.some((field) => field.name === 'details')) {
    applyDetailLines(copy.form, lines, spec.formType, undefined);
  }
  return copy;
}

/** The submitter's draft leaves every list for good (kept inactive, as the lab deletes). */
export function deleteDraft(bill: Bill, actor: Staff, now: number): Bill {
  if (bill.state !== 'draft') throw illegalState('delete', bill.state);
  if (bill.form.submitterId !== actor.id) throw notAssignee('delete');
  return { ...bill, active: false, updateTime: now };
}
