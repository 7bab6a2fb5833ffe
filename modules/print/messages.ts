import type { LocalizedCatalogue } from '@shell/i18n';

interface PrintMessages {
  title: string;
  description: string;
  toPrint: string;
  empty: string;
  printStateFilter: string;
  receiptStateFilter: string;
  any: string;
  paper: string;
  paperTabs: { send: string; receive: string };
  paperEmpty: string;
  columns: {
    code: string;
    title: string;
    submitter: string;
    printState: string;
    printCount: string;
    lastPrintTime: string;
    node: string;
    task: string;
    receipt: string;
  };
  untitled: string;
  loading: string;
  loadFailed: string;
  retry: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export const printMessages: LocalizedCatalogue<PrintMessages> = {
  'zh-CN': {
    title: '单据打印',
    description: '打印单据、提醒提交人打印，跟踪纸质单据的寄送与收单。',
    toPrint: '待打印单据',
    empty: '没有待打印的单据',
    printStateFilter: '打印状态',
    receiptStateFilter: '收单状态',
    any: '全部',
    paper: '纸质单据',
    paperTabs: { send: '待我寄送', receive: '待我收单' },
    paperEmpty: '没有等待您处理的纸质单据',
    columns: {
      code: '单号',
      title: '标题',
      submitter: '提交人',
      printState: '打印状态',
      printCount: '打印次数',
      lastPrintTime: '最后打印时间',
      node: '节点',
      task: '待办',
      receipt: '收单状态',
    },
    untitled: '（无标题）',
    loading: '加载中…',
    loadFailed: '加载失败，请稍后重试',
    retry: '重试',
    previous: '上一页',
    next: '下一页',
    pageOf: (page, pages) => `第 ${page} / ${pages} 页`,
  },
  'en-US': {
    title: 'Bill printing',
    description:
      'Print bills, remind submitters to print, and follow paper copies being sent and received.',
    toPrint: 'Bills to print',
    empty: 'No bills to print',
    printStateFilter: 'Print state',
    receiptStateFilter: 'Receipt state',
    any: 'All',
    paper: 'Paper copies',
    paperTabs: { send: 'For me to send', receive: 'For me to receive' },
    paperEmpty: 'No paper copies are waiting for you',
    columns: {
      code: 'Code',
      title: 'Title',
      submitter: 'Submitter',
      printState: 'Print state',
      printCount: 'Print count',
      lastPrintTime: 'Last printed',
      node: 'Node',
      task: 'Task',
      receipt: 'Receipt state',
    },
    untitled: '(untitled)',
    loading: 'Loading…',
    loadFailed: 'Could not load, please try again later',
    retry: 'Retry',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  },
};
