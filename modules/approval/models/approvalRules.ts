import type { ApprovalBill, FlowNode } from '../types';

/** Spec §4: a node counts as agreed when its action is 'freeflow.agree' or its state PROCESSED. */
export function isAgreed(node: Pick<FlowNode, 'action' | 'state'>): boolean {
  return node.action === 'freeflow.agree' || node.state === 'PROCESSED';
}

export interface ApprovalSummary {
  allAgreed: boolean;
  agreed: number;
  total: number;
}

/**
 * Spec §4 summary: 'all agreed' or n/m. Skipped nodes need nobody's agreement, so they are left
 * out of m; a flow with no node to agree is not "all agreed".
 */
export function approvalSummary(nodes: readonly FlowNode[]): ApprovalSummary {
  const counted = nodes.filter((node) => node.state !== 'SKIPPED');
  const agreed = counted.filter(isAgreed).length;
  return {
    allAgreed: counted.length > 0 && agreed === counted.length,
    agreed,
    total: counted.length,
  };
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
