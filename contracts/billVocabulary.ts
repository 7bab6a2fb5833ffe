// The closed word lists of the bill workflow (docs/bills-and-workflow.md): the wire contract's vocabulary.
// Runtime arrays, so the mock's routes validate what a client sends and the app's schemas read
// what the server answers against the same lists the types are made of.

/** Bill states (docs/bills-and-workflow.md), in the order the labels list them. */
export const BILL_STATES = [
  'draft',
  'approving',
  'sending',
  'receiving',
  'receivingExcep',
  'pending',
  'paying',
  'PROCESSING',
  'paid',
  'archived',
  'rejected',
  'PROCESS',
  'failure',
  'nullify',
] as const;
export type BillState = (typeof BILL_STATES)[number];

/** docs/bills-and-workflow.md "Bill types". */
export const BILL_FORM_TYPES = [
  'expense',
  'loan',
  'requisition',
  'permit',
  'custom',
  'payment',
  'settlement',
  'reconciliation',
  'receipt',
  'contractWrite',
  'corpPayment',
  'amortizeExpense',
  'reimbursement',
] as const;
export type BillFormType = (typeof BILL_FORM_TYPES)[number];

/** The bill types that pay money out: their total is the pay money, and a cashier ends them. */
export const PAYING_FORM_TYPES: readonly BillFormType[] = [
  'expense',
  'loan',
  'payment',
  'corpPayment',
  'reimbursement',
  'amortizeExpense',
];

export const PAY_TYPES = ['CORPORATION', 'PERSONAL', 'MIXING'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** Print states (docs/bills-and-workflow.md). */
export const PRINT_STATES = ['reminded', 'autoRemind', 'printed', 'received', 'noPrint'] as const;
export type PrintState = (typeof PRINT_STATES)[number];

/** Receipt states (docs/bills-and-workflow.md): whether the paper copy reached the receiving node. */
export const RECEIPT_STATES = ['RECEIVED', 'NOT_RECEIVED'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** Backlog states (docs/bills-and-workflow.md), plus RECEIVING_EXCEP so a receipt exception has an owner too. */
export type TaskState = 'APPROVING' | 'SENDING' | 'RECEIVING' | 'RECEIVING_EXCEP' | 'PAYING';

/** A node's own progress; the current node carries the task state of what it waits for. */
export type NodeState =
  TaskState | 'NOT_STARTED' | 'PROCESSED' | 'SKIPPED' | 'REJECTED' | 'NULLIFIED';

/** normal and countersign are people; ebot a robot; send, receive and pay the paper and money steps. */
export const NODE_TYPES = ['normal', 'countersign', 'ebot', 'send', 'receive', 'pay'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Skip types (docs/bills-and-workflow.md); the first four codes are Hose's, PAY_AMOUNT_ZERO is the lab's name. */
export const SKIPPED_TYPES = [
  'NO_SKIPPED',
  'APPROVER_NOT_FOUND',
  'APPROVER_NOT_FOUND_BY_ROLE',
  'APPROVER_SAME_AS_SUBMITTER',
  'PAY_AMOUNT_ZERO',
  'NO_ABILITY',
] as const;
export type SkippedType = (typeof SKIPPED_TYPES)[number];

/** Auto-agree reasons (docs/bills-and-workflow.md); codes after APPROVER_REPEATED are the lab's names. */
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

/** What a node's `action` records, Hose's log names. Agreed means agree or state PROCESSED. */
export type NodeAction =
  | 'freeflow.agree'
  | 'freeflow.reject'
  | 'freeflow.review'
  | 'freeflow.nullify'
  | 'freeflow.autoAgree'
  | 'freeflow.skipped'
  | 'freeflow.addExpress'
  | 'freeflow.jumpExpress'
  | 'freeflow.receive'
  | 'freeflow.receiveExcep'
  | 'freeflow.pay';

export type NonMatchedDefine = 'SKIP' | 'FORBID';

/** After a reject to the submitter: rerun the whole plan, or go straight back to the rejector. */
export type ResubmitMethod = 'FROM_START' | 'TO_REJECTOR';

/**
 * The lab's bank for a CHANPAY payment _(lab choice)_: MANUAL waits for `paymentResult`,
 * SUCCESS and FAILURE answer at once, SLOW succeeds after a delay.
 */
export const PAYMENT_SIMULATIONS = ['MANUAL', 'SUCCESS', 'FAILURE', 'SLOW'] as const;
export type PaymentSimulation = (typeof PAYMENT_SIMULATIONS)[number];

export const PAYMENT_CHANNELS = ['OFFLINE', 'CHANPAY'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** PENDING while a CHANPAY transfer is in flight; any other state is settled (docs/bills-and-workflow.md). */
export type PaymentState = 'PENDING' | 'SUCCESS' | 'FAILURE';

/** Expense-to-payment (docs/bills-and-workflow.md). */
export type ExpenseStatus = 'WAITING';

/** docs/bills-and-workflow.md field format types, plus the two text formats it validates (a specification's fields). */
export const FORMAT_TYPES = [
  'ref',
  'money',
  'boolean',
  'switcher',
  'dateRange',
  'phone',
  'email',
] as const;

/** A bill form's parts, in order _(the lab's specifications name them; mocks-server/specifications)_. */
export const FORM_SECTIONS = ['basics', 'lines', 'payment', 'attachments', 'relations'] as const;
