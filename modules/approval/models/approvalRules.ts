import type { ApprovalBill, FlowNode } from '../types';

/** docs/approval-payment-print.md: a node counts as agreed when its action is 'freeflow.agree' or its state PROCESSED. */
export function isAgreed(node: Pick<FlowNode, 'action' | 'state'>): boolean {
  return node.action === 'freeflow.agree' || node.state === 'PROCESSED';
}

export interface ApprovalSummary {
  allAgreed: boolean;
  agreed: number;
  total: number;
}

/**
 * docs/approval-payment-print.md summary: 'all agreed' or n/m, over the nodes the page shows, so the numbers agree
 * with what a person counts: a node is done when agreed (docs/approval-payment-print.md rule) or skipped (it needs
 * nobody). A flow with no node is not "all agreed".
 */
export function approvalSummary(nodes: readonly FlowNode[]): ApprovalSummary {
  const agreed = nodes.filter((node) => isAgreed(node) || node.state === 'SKIPPED').length;
  return { allAgreed: nodes.length > 0 && agreed === nodes.length, agreed, total: nodes.length };
}

const PEOPLE_NODES: ReadonlySet<string> = new Set(['normal', 'countersign']);

/** Where a reject may send the bill besides its submitter: earlier nodes a person agreed at. */
export function rejectTargetsOf(
  bill: Pick<ApprovalBill, 'nodes' | 'currentNodeId' | 'state'>,
): FlowNode[] {
  const index = bill.nodes.findIndex((node) => node.id === bill.currentNodeId);
  if (bill.state !== 'approving' || index <= 0) return [];
  return bill.nodes
    .slice(0, index)
    .filter(
      (node) =>
        PEOPLE_NODES.has(node.type) &&
        (node.action === 'freeflow.agree' || node.action === 'freeflow.review'),
    );
}
