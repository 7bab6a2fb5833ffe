import type { LocalizedCatalogue } from '@shell/i18n';

export interface DetailMessages {
  /** Names the bar of actions on the bill. */
  actions: string;
  loadFailed: string;
  notFound: string;
  code: string;
  state: string;
  formType: string;
  submitter: string;
  expenseMoney: string;
  payMoney: string;
  description: string;
  details: string;
  noDetails: string;
  feeType: string;
  amount: string;
  receivingAmount: string;
  companyRealPay: string;
  settlement: string;
  opportunity: string;
  invoices: string;
  invoiceExist: (count: number) => string;
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  attachments: string;
  noAttachments: string;
  download: (fileName: string) => string;
  /** A refused download: the file and what the shell's notifier made of the refusal. */
  downloadFailed: (fileName: string, reason: string) => string;
  dataLinks: string;
  resources: string;
  resourcesFailed: string;
  dataLinkCount: (count: number) => string;
  expenseLinks: string;
  approval: string;
  approvalFlow: string;
  printBill: string;
  nextStep: string;
}

export const detailMessages: LocalizedCatalogue<DetailMessages> = {
  'zh-CN': {
    actions: '单据操作',
    loadFailed: '单据详情加载失败，请重试',
    notFound: '单据不存在，或您无权查看',
    code: '单号',
    state: '状态',
    formType: '单据类型',
    submitter: '提交人',
    expenseMoney: '报销金额',
    payMoney: '支付金额',
    description: '说明',
    details: '费用明细',
    noDetails: '暂无费用明细',
    feeType: '费用类型',
    amount: '金额',
    receivingAmount: '收款金额',
    companyRealPay: '企业实付',
    settlement: '结算方式',
    opportunity: '结算时机',
    invoices: '发票',
    invoiceExist: (count) => `有发票（${count} 张）`,
    invoiceType: '发票类型',
    invoiceCode: '发票代码',
    invoiceNumber: '发票号码',
    attachments: '附件',
    noAttachments: '暂无附件',
    download: (fileName) => `下载 ${fileName}`,
    downloadFailed: (fileName, reason) => `${fileName} 下载失败：${reason}`,
    dataLinks: '关联数据',
    resources: '相关服务',
    resourcesFailed: '相关服务加载失败',
    dataLinkCount: (count) => `关联数据 ${count} 条`,
    expenseLinks: '关联申请单',
    approval: '审批摘要',
    approvalFlow: '查看审批流程',
    printBill: '打印单据',
    nextStep: '下一步',
  },
  'en-US': {
    actions: 'Bill actions',
    loadFailed: 'The bill could not be loaded. Please retry.',
    notFound: 'This bill does not exist, or you may not see it.',
    code: 'Code',
    state: 'State',
    formType: 'Bill type',
    submitter: 'Submitter',
    expenseMoney: 'Expense amount',
    payMoney: 'Pay amount',
    description: 'Description',
    details: 'Expense details',
    noDetails: 'No expense details',
    feeType: 'Fee type',
    amount: 'Amount',
    receivingAmount: 'Receiving amount',
    companyRealPay: 'Company real pay',
    settlement: 'Settlement',
    opportunity: 'Settlement timing',
    invoices: 'Invoices',
    invoiceExist: (count) => (count === 1 ? 'With 1 invoice' : `With ${count} invoices`),
    invoiceType: 'Invoice type',
    invoiceCode: 'Invoice code',
    invoiceNumber: 'Invoice number',
    attachments: 'Attachments',
    noAttachments: 'No attachments',
    download: (fileName) => `Download ${fileName}`,
    downloadFailed: (fileName, reason) => `${fileName} could not be downloaded: ${reason}`,
    dataLinks: 'Data links',
    resources: 'Related services',
    resourcesFailed: 'The related services could not be loaded',
    dataLinkCount: (count) => (count === 1 ? '1 linked record' : `${count} linked records`),
    expenseLinks: 'Linked requisitions',
    approval: 'Approval summary',
    approvalFlow: 'View the approval flow',
    printBill: 'Print the bill',
    nextStep: 'Next step',
  },
};
