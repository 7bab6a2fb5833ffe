import type { LocalizedCatalogue } from '@shell/i18n';

interface SheetMessages {
  heading: Record<string, string>;
  formTypes: Record<string, string>;
  title: string;
  submitter: string;
  department: string;
  created: string;
  submitted: string;
  printedAt: string;
  lines: string;
  index: string;
  feeType: string;
  date: string;
  reason: string;
  invoices: string;
  amount: string;
  total: string;
  expenseMoney: string;
  payMoney: string;
  inWords: string;
  trail: string;
  node: string;
  person: string;
  action: string;
  time: string;
  comment: string;
  actions: Record<string, string>;
  signatures: string[];
  pasteHere: string;
  lineCount: (lines: number, invoices: number) => string;
}

const FORM_TYPES_ZH = {
  expense: '报销单',
  loan: '借款单',
  requisition: '申请单',
  permit: '用印申请单',
  custom: '通用审批单',
  payment: '付款单',
  settlement: '结算单',
  reconciliation: '对账单',
  receipt: '收款单',
  contractWrite: '合同登记单',
  corpPayment: '对公付款单',
  amortizeExpense: '摊销报销单',
  reimbursement: '报账单',
};

export const sheetMessages: LocalizedCatalogue<SheetMessages> = {
  'zh-CN': {
    heading: {
      default: '费用报销单',
      withDetails: '费用报销单（含明细）',
      cover: '报销单粘贴封面',
    },
    formTypes: FORM_TYPES_ZH,
    title: '标题',
    submitter: '报销人',
    department: '费用承担部门',
    created: '创建日期',
    submitted: '提交日期',
    printedAt: '打印日期',
    lines: '费用明细',
    index: '序号',
    feeType: '费用类型',
    date: '消费日期',
    reason: '事由',
    invoices: '发票',
    amount: '金额',
    total: '合计',
    expenseMoney: '报销金额',
    payMoney: '支付金额',
    inWords: '金额大写',
    trail: '审批记录',
    node: '环节',
    person: '处理人',
    action: '操作',
    time: '时间',
    comment: '意见',
    actions: {
      submit: '提交',
      agree: '同意',
      review: '建议复核',
      reject: '驳回',
      retract: '撤回',
      nullify: '作废',
      pay: '发起支付',
      paid: '支付成功',
      payFailed: '支付失败',
      addExpress: '寄送单据',
      jumpExpress: '跳过寄送',
      receive: '收单',
      receiveExcep: '收单异常',
      archive: '归档',
    },
    signatures: ['报销人签字', '部门负责人', '财务审核', '出纳'],
    pasteHere: '发票粘贴处',
    lineCount: (lines, invoices) => `共 ${lines} 笔费用，${invoices} 张发票`,
  },
  'en-US': {
    heading: {
      default: 'Expense claim',
      withDetails: 'Expense claim with lines',
      cover: 'Receipt cover sheet',
    },
    formTypes: {
      expense: 'Expense claim',
      loan: 'Loan request',
      requisition: 'Requisition',
      permit: 'Seal permit',
      custom: 'General approval',
      payment: 'Payment',
      settlement: 'Settlement',
      reconciliation: 'Reconciliation',
      receipt: 'Receipt',
      contractWrite: 'Contract record',
      corpPayment: 'Corporate payment',
      amortizeExpense: 'Amortized expense',
      reimbursement: 'Reimbursement',
    },
    title: 'Title',
    submitter: 'Claimant',
    department: 'Cost department',
    created: 'Created',
    submitted: 'Submitted',
    printedAt: 'Printed',
    lines: 'Expense lines',
    index: 'No.',
    feeType: 'Fee type',
    date: 'Date',
    reason: 'Reason',
    invoices: 'Invoices',
    amount: 'Amount',
    total: 'Total',
    expenseMoney: 'Reimbursement amount',
    payMoney: 'Payment amount',
    inWords: 'Amount in words',
    trail: 'Approval trail',
    node: 'Step',
    person: 'By',
    action: 'Action',
    time: 'Time',
    comment: 'Comment',
    actions: {
      submit: 'Submitted',
      agree: 'Agreed',
      review: 'Recheck suggested',
      reject: 'Rejected',
      retract: 'Recalled',
      nullify: 'Voided',
      pay: 'Payment sent',
      paid: 'Paid',
      payFailed: 'Payment failed',
      addExpress: 'Paper sent',
      jumpExpress: 'Sending skipped',
      receive: 'Received',
      receiveExcep: 'Receipt exception',
      archive: 'Archived',
    },
    signatures: ['Claimant', 'Department head', 'Finance review', 'Cashier'],
    pasteHere: 'Paste invoices here',
    lineCount: (lines, invoices) => `${lines} expense lines, ${invoices} invoices`,
  },
};
