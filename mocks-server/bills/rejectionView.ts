import type { Bill } from '../data/billTypes';

/** Who sent a rejected bill back, from which node, when and why. */
export interface RejectionView {
  /** A staff id. */
  by: string | null;
  nodeId: string | null;
  nodeName: string;
  time: number;
  reason: string;
}

/** The last reject of a bill that is rejected now; null on any other bill. */
export function rejectionOf(bill: Bill): RejectionView | null {
  if (bill.state !== 'rejected') return null;
  const log = bill.logs.findLast((entry) => entry.action === 'freeflow.reject');
  if (!log) return null;
  const node = bill.plan.nodes.find((each) => each.id === log.nodeId);
  return {
    by: log.operatorId,
    nodeId: log.nodeId,
    nodeName: node?.name ?? '',
    time: log.time,
    reason: log.comment,
  };
}
