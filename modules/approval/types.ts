import type {
  AgreeType,
  NodeType,
  PaymentChannel,
  PayType,
  SkippedType as SkipType,
} from '@contracts/billVocabulary';
import type { BillState } from '@shell/billStates';
import type { Money } from '@shell/money';
import type { EvidenceFile, EvidenceLine } from './evidence/parseEvidence';

/** The bill states live in the shell: every module shows a state the same way. */
export type { BillState } from '@shell/billStates';

/** The workflow's word lists are the wire contract's (contracts/billVocabulary.ts). */
export {
  AGREE_TYPES,
  SKIPPED_TYPES as SKIP_TYPES,
  type AgreeType,
  type NodeType,
  type PayType,
  type SkippedType as SkipType,
} from '@contracts/billVocabulary';

export interface CounterSigner {
  signer: string;
  state: string;
  action: string | null;
}

/** docs/approval-payment-print.md approval node. */
export interface FlowNode {
  id: string;
  name: string;
  type: NodeType;
  signer: string | null;
  state: string;
  action: string | null;
  skippedType: SkipType;
  agreeType: AgreeType;
  description: string;
  nonMatched: boolean;
  operateTime: number;
  /** Countersign nodes: ANY (one signature suffices) or ALL; null elsewhere. */
  policy: 'ANY' | 'ALL' | null;
  counterSigners: CounterSigner[];
}

export { PAYMENT_CHANNELS, type PaymentChannel } from '@contracts/billVocabulary';

/** docs/approval-payment-print.md payment record. */
export interface PaymentRecord {
  id: string;
  channel: PaymentChannel;
  state: 'PENDING' | 'SUCCESS' | 'FAILURE';
  amount: Money | null;
  failureReason: string;
  createTime: number;
}

/** One step of the bill's history. */
export interface FlowLog {
  action: string;
  operatorId: string | null;
  time: number;
  nodeId: string | null;
  comment: string;
}

/** Who a payment goes to, as the payment screen confirms it (the card masked by the server). */
export interface Payee {
  name: string;
  type: string;
  bank: string;
  branch: string;
  cardNo: string;
}

export interface ApprovalBill {
  id: string;
  /** null when the answer names nobody: paying is refused then. */
  payee: Payee | null;
  /** The expense lines with their invoices and files: what the approver decides on. */
  lines: EvidenceLine[];
  /** The bill's own files. */
  attachments: EvidenceFile[];
  description: string;
  /** The bill's specification: its additional-message rule is chosen by it. */
  specificationId: string;
  code: string;
  title: string;
  state: BillState;
  submitterId: string | null;
  submitterName: string;
  expenseMoney: Money | null;
  payMoney: Money | null;
  payType: PayType | null;
  /** 'WAITING' while the bill waits for payment (docs/approval-payment-print.md expense-to-payment). */
  expenseStatus: string | null;
  nodes: FlowNode[];
  currentNodeId: string | null;
  nonMatchedDefines: 'SKIP' | 'FORBID' | null;
  payments: PaymentRecord[];
  logs: FlowLog[];
  /** What this staff may do now, as the server says; the only source of buttons. */
  actions: string[];
}

/** A backlog entry: one bill waiting for me at one node. */
export interface ApprovalTask {
  id: string;
  billId: string;
  state: string;
  nodeName: string;
  createTime: number;
  code: string;
  title: string;
  submitterName: string;
  expenseMoney: Money | null;
}
