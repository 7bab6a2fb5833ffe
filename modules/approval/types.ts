import type { BillState } from '@shell/billStates';
import type { Money } from '@shell/money';
import type { EvidenceFile, EvidenceLine } from './evidence/parseEvidence';

/** The bill states live in the shell: every module shows a state the same way. */
export { BILL_STATES, type BillState } from '@shell/billStates';

export const PAY_TYPES = ['CORPORATION', 'PERSONAL', 'MIXING'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const SKIP_TYPES = [
  'NO_SKIPPED',
  'APPROVER_NOT_FOUND',
  'APPROVER_NOT_FOUND_BY_ROLE',
  'APPROVER_SAME_AS_SUBMITTER',
  'PAY_AMOUNT_ZERO',
  'NO_ABILITY',
] as const;
export type SkipType = (typeof SKIP_TYPES)[number];

export const AGREE_TYPES = [
  'NO_AUTO_AGREE',
  'APPROVER_SAME_AS_SUBMITTER',
  'APPROVER_REPEATED',
  'CREDIT_NOT_SAMPLED',
  'APPROVER_SAME_AS_CREATOR',
  'ALL_INVOICES_RECEIVED',
  'AI_APPROVAL',
] as const;
export type AgreeType = (typeof AGREE_TYPES)[number];

export const NODE_TYPES = ['normal', 'countersign', 'ebot', 'send', 'receive', 'pay'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface CounterSigner {
  signer: string;
  state: string;
  action: string | null;
}

/** Spec §3 approval node. */
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

export const PAYMENT_CHANNELS = ['OFFLINE', 'CHANPAY'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Spec §3 payment record. */
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
  /** 'WAITING' while the bill waits for payment (spec §4 expense-to-payment). */
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
