import type {
  BillFormType,
  BillState,
  ExpenseStatus,
  PayType,
  PrintState,
  ReceiptState,
} from '@contracts/billVocabulary';
import type { Money } from '@contracts/money';
import type { ApprovalPlan, BillLog, PaymentRecord } from './billFlowTypes';

/**
 * The lab answers with the very Money object the contract reads (docs/bills-and-workflow.md):
 * one shape, so a field the mock forgets is a type error here, not a drift found in a run.
 */
export type { Money };

/** docs/bills-and-workflow.md "Attachment". URLs point under /__lab/files; the lab serves no file there. */
export interface Attachment {
  fileId: { key: string; url: string; thumbUrl: string; id: string };
  fileName: string;
}

export interface Invoice {
  id: string;
  /** One of the invoice-type enum codes. */
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  issueDate: number;
  /** Absent on a photo of a paper invoice nobody has read the amount off yet. */
  amount?: Money;
  /** The photo or scan of the invoice _(lab choice)_. */
  file?: Attachment;
  /** 20 digits where the invoice type prints one (read from its QR code). */
  checkCode?: string;
}

export interface InvoiceForm {
  /** Only 'exist' is in the spec; 'noExist' stands for a line without an invoice. */
  type: 'exist' | 'noExist';
  invoices: Invoice[];
}

export interface FeeTypeForm {
  /** null while a draft's line has no amount yet; submit asks for one. */
  amount: Money | null;
  /** What the payee receives; present on paying bill types. */
  receivingAmount?: Money;
  /** What the company really pays, on corporate-paid lines. */
  companyRealPay?: Money;
  feeDate: number | null;
  consumptionReasons: string;
  invoiceForm: InvoiceForm;
  attachments: Attachment[];
  /** The fee type's own fields (its specification), by name. */
  [field: string]: unknown;
}

/** Bill detail (docs/bills-and-workflow.md): one expense line. */
export interface BillDetail {
  id: string;
  feeTypeId: string;
  feeTypeName: string;
  feeTypeForm: FeeTypeForm;
  /** Only on lines paid through a settlement method (mall or trip orders). */
  settlement?: { name: string; opportunity: string };
}

export interface BillFormData {
  code: string;
  title: string;
  description: string;
  details: BillDetail[];
  specificationId: string;
  /** A staff id; `dims` can expand it to the staff record. */
  submitterId: string;
  /** A department id; `dims` can expand it to the department record. */
  expenseDepartment: string;
  /** ms epoch of the last submit, null before the first. */
  submitDate: number | null;
  expenseMoney: Money;
  payMoney: Money;
  /** null on bills whose plan has no paper-receipt node. */
  receiptState: ReceiptState | null;
  systemGeneration: boolean;
  carOrderStatus: 'FINISHED' | null;
  expenseStatus: ExpenseStatus | null;
  payType: PayType;
  dataLinkCount: number;
  /** Ids of the requisitions an expense bill draws on. */
  expenseLinks: string[];
  attachments: Attachment[];
}

/** Bill (flow) (docs/bills-and-workflow.md), with the print fields, payments, plan and log the workflow keeps. */
export interface Bill {
  id: string;
  corporationId: string;
  formType: BillFormType;
  state: BillState;
  /** The role the current node asks for, null when no node is waiting. */
  currRoleId: string | null;
  active: boolean;
  createTime: number;
  updateTime: number;
  /** The app a system-generated bill came from; null for bills staff wrote. */
  appId: string | null;
  form: BillFormData;
  plan: ApprovalPlan;
  printState: PrintState;
  printCount: number;
  lastPrintTime: number | null;
  /** A staff id. */
  lastPrinter: string | null;
  payments: PaymentRecord[];
  logs: BillLog[];
}
