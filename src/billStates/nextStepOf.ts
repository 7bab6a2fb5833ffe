import type { BillState } from './billStates';

/** The node a bill waits at, as much as the next-step line needs. */
export interface WaitingNode {
  id: string;
  name: string;
  /** normal, countersign, ebot, send, receive, pay; unknown types read as normal. */
  type: string;
  /** Staff ids still expected to act (the signer, or countersigners yet to sign). */
  ownerIds: string[];
}

/** Who sent a rejected bill back, at which node and why (the bill's `rejection`). */
export interface Rejection {
  /** A staff id; null when the answer did not say. */
  by: string | null;
  nodeName: string;
  reason: string;
  /** ms epoch. */
  time: number;
}

/** What the next step depends on: every bill summary (bills, home, approval) has these. */
export interface NextStepBill {
  state: BillState;
  submitter: { id: string } | null;
  waitingAt: WaitingNode | null;
  /** On a rejected bill, when the answer says who and why. */
  rejection?: Rejection | null;
}

/** Who a bill waits for; names are looked up when the line is shown. */
export type Waiter =
  | { kind: 'you' }
  | { kind: 'staff'; id: string }
  | { kind: 'robot' }
  /** The node matched nobody (or the answer did not say who). */
  | { kind: 'unassigned' };

export type NodeStepKind = 'approve' | 'send' | 'receive' | 'receiveException' | 'pay' | 'payAgain';

/** The "next step" line of a bill: who or what it waits for (expense-anchors docs/bills-and-workflow.md point 3). */
export type NextStep =
  | { kind: 'submit' | 'archive'; waiters: Waiter[] }
  | { kind: 'resubmit'; waiters: Waiter[]; rejectedBy: Waiter; nodeName: string; reason: string }
  | { kind: 'submitting' | 'bankResult' }
  | { kind: NodeStepKind; waiters: Waiter[]; nodeName: string }
  | { kind: 'finished' | 'voided' };

const NODE_STEPS: Partial<Record<BillState, NodeStepKind>> = {
  approving: 'approve',
  sending: 'send',
  receiving: 'receive',
  receivingExcep: 'receiveException',
  paying: 'pay',
  failure: 'payAgain',
};

function waiterFor(id: string, myId: string | null): Waiter {
  return id === myId ? { kind: 'you' } : { kind: 'staff', id };
}

function nodeWaiters(node: WaitingNode | null, myId: string | null): Waiter[] {
  if (node?.type === 'ebot') return [{ kind: 'robot' }];
  const owners = node?.ownerIds ?? [];
  // The signed-in person first: "you" is what they look for.
  const sorted = [...owners].sort((a, b) => Number(b === myId) - Number(a === myId));
  return sorted.length > 0 ? sorted.map((id) => waiterFor(id, myId)) : [{ kind: 'unassigned' }];
}

function submitterWaiters(bill: NextStepBill, myId: string | null): Waiter[] {
  return bill.submitter ? [waiterFor(bill.submitter.id, myId)] : [{ kind: 'unassigned' }];
}

/** Derived from the bill's state and the node it waits at; `myId` is the signed-in staff. */
export function nextStepOf(bill: NextStepBill, myId: string | null): NextStep {
  const nodeStep = NODE_STEPS[bill.state];
  if (nodeStep) {
    return {
      kind: nodeStep,
      waiters: nodeWaiters(bill.waitingAt, myId),
      nodeName: bill.waitingAt?.name ?? '',
    };
  }
  switch (bill.state) {
    case 'rejected':
      if (bill.rejection) {
        const { by, nodeName, reason } = bill.rejection;
        const rejectedBy: Waiter = by ? waiterFor(by, myId) : { kind: 'unassigned' };
        return {
          kind: 'resubmit',
          waiters: submitterWaiters(bill, myId),
          rejectedBy,
          nodeName,
          reason,
        };
      }
      return { kind: 'submit', waiters: submitterWaiters(bill, myId) };
    case 'draft':
      return { kind: 'submit', waiters: submitterWaiters(bill, myId) };
    case 'pending':
      return { kind: 'submitting' };
    case 'PROCESSING':
      // The payment has left: the bank's answer, not a person, moves the bill on.
      return { kind: 'bankResult' };
    case 'paid':
    case 'PROCESS':
      // Completed but not final: the submitter confirms it into the archive.
      return { kind: 'archive', waiters: submitterWaiters(bill, myId) };
    case 'nullify':
      return { kind: 'voided' };
    default:
      return { kind: 'finished' };
  }
}
