import type { Bill } from '../data/billTypes';
import { UNTOUCHED_NODE } from '../data/untouchedNode';

/**
 * Every node from `fromIndex` on back to its untouched self: a resubmission runs the whole plan
 * again (0), a reject to a node or a TO_REJECTOR resubmission reruns it from that node.
 */
export function resetPlan(bill: Bill, fromIndex = 0): void {
  for (const node of bill.plan.nodes.slice(fromIndex)) {
    Object.assign(node, UNTOUCHED_NODE);
    for (const signer of node.counterSigners ?? []) {
      Object.assign(signer, { state: 'NOT_STARTED', action: null, operateTime: null });
    }
  }
  bill.plan.currentNodeId = null;
  bill.currRoleId = null;
  bill.form.expenseStatus = null;
  if (bill.form.receiptState !== null) bill.form.receiptState = 'NOT_RECEIVED';
}
