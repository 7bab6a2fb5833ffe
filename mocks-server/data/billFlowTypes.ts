import type { Money } from './billTypes';
import type {
  AgreeType,
  BillState,
  NodeAction,
  NodeState,
  NodeType,
  NonMatchedDefine,
  PaymentChannel,
  PaymentState,
  ResubmitMethod,
  SkippedType,
} from '@contracts/billVocabulary';

export interface CounterSigner {
  /** A staff id. */
  signer: string;
  state: NodeState;
  action: NodeAction | null;
  operateTime: number | null;
}

/** Approval node (docs/bills-and-workflow.md), plus what the lab needs to run it. */
export interface ApprovalNode {
  id: string;
  name: string;
  type: NodeType;
  /** A staff id; null on robot nodes and on nodes no approver matched. */
  signer: string | null;
  /** The role the node asks for (`<corporationId>:<code>`), null on robot nodes. */
  roleId: string | null;
  state: NodeState;
  action: NodeAction | null;
  skippedType: SkippedType;
  agreeType: AgreeType;
  /** The comment, or the reason an automatic step gave. */
  description: string;
  /** True when no approver matched the node's rule. */
  nonMatched: boolean;
  operateTime: number | null;
  /** Countersign nodes: ANY (one signature suffices) or ALL. */
  policy?: 'ANY' | 'ALL';
  counterSigners?: CounterSigner[];
  /** Reaching this node marks an unprinted bill autoRemind. */
  autoRemindPrint?: boolean;
  /** Robot nodes agree by themselves for this reason; people nodes never carry it. */
  autoAgreeReason?: AgreeType;
  /** Skipped rather than auto-agreed when its approver is the submitter (a manager's own bill). */
  skipWhenSubmitter?: boolean;
  /** A node whose approver lacks the ability is skipped with NO_ABILITY. */
  noAbility?: boolean;
}

export interface ApprovalPlan {
  nodes: ApprovalNode[];
  currentNodeId: string | null;
  /** What submit does when a node matched no approver: skip it or refuse the submission. */
  nonMatchedDefines: NonMatchedDefine;
  /** How a rejected bill's resubmission runs the plan; absent reads as FROM_START. */
  resubmitMethod?: ResubmitMethod;
  /** The node that last sent the bill back to its submitter (TO_REJECTOR resumes there). */
  rejectedNodeId?: string | null;
}

/** Payment record (docs/bills-and-workflow.md). */
export interface PaymentRecord {
  id: string;
  channel: PaymentChannel;
  state: PaymentState;
  amount: Money;
  channelTradeNo: string;
  /** The cashier's staff id. */
  payerId: string;
  createTime: number;
  finishTime: number | null;
  failureReason: string | null;
}

/** One step in the bill's history; `state` is the bill state after it. */
export interface BillLog {
  action: string;
  state: BillState;
  operatorId: string | null;
  time: number;
  nodeId: string | null;
  comment: string;
  /** Print logs only: the template printed, by id, so a reader names it in its own language. */
  printTemplateId?: string;
  /** Print logs only: whether the invoices were printed too. */
  isPrintInvoice?: boolean;
}
