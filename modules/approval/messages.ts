import { billStateLabels } from '@shell/billStates';
import type { LocalizedCatalogue } from '@shell/i18n';
import type { TaskFilter } from './BacklogStore';
import type { BillState } from './types';

interface ApprovalMessages {
  title: string;
  description: string;
  empty: string;
  loading: string;
  loadFailed: string;
  notFound: string;
  retry: string;
  filter: string;
  filters: Record<TaskFilter, string>;
  search: string;
  searchButton: string;
  select: (title: string) => string;
  bulkAgree: (count: number) => string;
  bulkComment: string;
  bulkDone: (agreed: number, refused: number) => string;
  selectAll: string;
  bulkConfirm: (count: number, amount: string) => string;
  bulkCommentLabel: string;
  bulkAgreed: string;
  bulkRefused: (reason: string) => string;
  columns: {
    code: string;
    title: string;
    submitter: string;
    node: string;
    money: string;
    since: string;
  };
  openBill: string;
  backToBacklog: string;
  code: string;
  state: string;
  submitter: string;
  expenseMoney: string;
  payMoney: string;
  states: Record<BillState, string>;
}

export const approvalMessages: LocalizedCatalogue<ApprovalMessages> = {
  'zh-CN': {
    title: '待我审批',
    description: '需要您处理的单据会出现在这里。',
    empty: '没有待审批的单据',
    loading: '加载中…',
    loadFailed: '加载失败',
    notFound: '单据不存在或无权查看',
    retry: '重试',
    filter: '待办类型',
    filters: {
      ALL: '全部',
      APPROVING: '待审批',
      PAYING: '待支付',
      SENDING: '待寄送',
      RECEIVING: '待收单',
    },
    search: '搜索标题',
    searchButton: '搜索',
    select: (title) => `选择 ${title}`,
    bulkAgree: (count) => `批量同意（${count}）`,
    bulkComment: '批量同意',
    bulkDone: (agreed, refused) => `已同意 ${agreed} 张，${refused} 张未能同意`,
    selectAll: '全选本页',
    bulkConfirm: (count, amount) => `同意这 ${count} 张单据，共 ${amount}？`,
    bulkCommentLabel: '审批意见（所有单据共用，选填）',
    bulkAgreed: '已同意',
    bulkRefused: (reason) => `未能同意：${reason}`,
    columns: {
      code: '单号',
      title: '标题',
      submitter: '提交人',
      node: '当前节点',
      money: '金额',
      since: '到达时间',
    },
    openBill: '查看单据详情',
    backToBacklog: '返回待办',
    code: '单号',
    state: '状态',
    submitter: '提交人',
    expenseMoney: '报销金额',
    payMoney: '支付金额',
    states: billStateLabels['zh-CN'],
  },
  'en-US': {
    title: 'Awaiting my approval',
    description: 'Bills that need your decision appear here.',
    empty: 'Nothing to approve',
    loading: 'Loading…',
    loadFailed: 'Could not load',
    notFound: 'This bill does not exist or you may not see it',
    retry: 'Retry',
    filter: 'Task type',
    filters: {
      ALL: 'All',
      APPROVING: 'To approve',
      PAYING: 'To pay',
      SENDING: 'To send',
      RECEIVING: 'To receive',
    },
    search: 'Search titles',
    searchButton: 'Search',
    select: (title) => `Select ${title}`,
    bulkAgree: (count) => `Agree selected (${count})`,
    bulkComment: 'Agreed in bulk',
    bulkDone: (agreed, refused) => `${agreed} agreed, ${refused} could not be agreed`,
    selectAll: 'Select all on this page',
    bulkConfirm: (count, amount) =>
      count === 1 ? `Agree 1 bill of ${amount}?` : `Agree these ${count} bills, ${amount} in all?`,
    bulkCommentLabel: 'Comment (shared by every bill, optional)',
    bulkAgreed: 'Agreed',
    bulkRefused: (reason) => `Not agreed: ${reason}`,
    columns: {
      code: 'Code',
      title: 'Title',
      submitter: 'Submitter',
      node: 'Node',
      money: 'Amount',
      since: 'Since',
    },
    openBill: 'Open the bill',
    backToBacklog: 'Back to my tasks',
    code: 'Code',
    state: 'State',
    submitter: 'Submitter',
    expenseMoney: 'Expense amount',
    payMoney: 'Pay amount',
    states: billStateLabels['en-US'],
  },
};
