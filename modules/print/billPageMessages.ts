import type { LocalizedCatalogue } from '@shell/i18n';

interface BillPageMessages {
  title: (code: string) => string;
  back: string;
  viewBill: string;
  config: string;
  template: string;
  withInvoices: string;
  print: string;
  remind: string;
  reminded: string;
  printed: string;
  paperDone: string;
  record: string;
  lastPrinter: string;
  never: string;
  paper: string;
  signer: string;
  expressNo: string;
  send: string;
  skipExpress: string;
  receive: string;
  receiveException: string;
  exceptionReason: string;
  expressNoRequired: string;
  reasonRequired: string;
  document: string;
  documentHeading: string;
  amount: string;
  qrLabel: (code: string) => string;
  notFound: string;
}

export const billPageMessages: LocalizedCatalogue<BillPageMessages> = {
  'zh-CN': {
    title: (code) => `打印单据 ${code}`,
    back: '返回打印中心',
    viewBill: '查看单据',
    config: '打印设置',
    template: '打印模板',
    withInvoices: '同时打印发票',
    print: '打印',
    remind: '提醒打印',
    reminded: '已提醒提交人打印',
    printed: '打印已记录',
    paperDone: '纸质单据状态已更新',
    record: '打印记录',
    lastPrinter: '最后打印人',
    never: '尚未打印',
    paper: '纸质单据',
    signer: '处理人',
    expressNo: '快递单号',
    send: '提交寄送',
    skipExpress: '跳过寄送',
    receive: '确认收单',
    receiveException: '收单异常',
    exceptionReason: '异常原因',
    expressNoRequired: '请输入快递单号',
    reasonRequired: '请输入异常原因',
    document: '打印预览',
    documentHeading: '费用单据',
    amount: '金额',
    qrLabel: (code) => `单号 ${code} 的二维码`,
    notFound: '没有找到这张单据',
  },
  'en-US': {
    title: (code) => `Print bill ${code}`,
    back: 'Back to printing',
    viewBill: 'View bill',
    config: 'Print settings',
    template: 'Print template',
    withInvoices: 'Print invoices too',
    print: 'Print',
    remind: 'Remind to print',
    reminded: 'The submitter was reminded to print',
    printed: 'Print recorded',
    paperDone: 'Paper copy updated',
    record: 'Print record',
    lastPrinter: 'Last printed by',
    never: 'Not printed yet',
    paper: 'Paper copy',
    signer: 'Handled by',
    expressNo: 'Tracking number',
    send: 'Send',
    skipExpress: 'Skip sending',
    receive: 'Confirm receipt',
    receiveException: 'Receipt exception',
    exceptionReason: 'Exception reason',
    expressNoRequired: 'Please enter the tracking number',
    reasonRequired: 'Please enter the exception reason',
    document: 'Print preview',
    documentHeading: 'Expense bill',
    amount: 'Amount',
    qrLabel: (code) => `QR code of bill ${code}`,
    notFound: 'This bill was not found',
  },
};
