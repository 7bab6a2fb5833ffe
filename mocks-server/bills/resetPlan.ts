import type { Bill } from '../data/billTypes';

/** Every node back to its untouched self: a resubmission runs the whole plan again. */
export function resetPlan(bill: Bill): void {
  for (const node of bill.plan.nodes) {
    Object.assign(node, {
      state: 'NOT_STARTED',
      action: null,
      skippedType: 'NO_SKIPPED',
      agreeType: 'NO_AUTO_AGREE',
      description: '',
      nonMatched: false,
      operateTime: null,
    });
    for (const signer of node.counterSigners ?? []) {
      Object.assign(signer, { state: 'NOT_STARTED', action: null, operateTime: null });
    }
  }
  bill.plan.currentNodeId = null;
  bill.currRoleId = null;
  bill.form.expenseStatus = null;
  if (bill.form.receiptState !== null) bill.form.receiptState = 'NOT_RECEIVED';
}
