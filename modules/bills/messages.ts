import type { LocalizedCatalogue } from '@shell/i18n';
import type { DisplayMode } from './types';

export interface BillsMessages {
  title: string;
  description: string;
  sectionsLabel: string;
  /** Nav link texts; kept apart from the titles so no link reads like the shell's '单据' link. */
  navMine: string;
  navBacklog: string;
  empty: string;
  emptyFiltered: string;
  loading: string;
  resultCount: (count: number) => string;
  loadFailed: string;
  retry: string;
  untitled: string;
  displayModeLabel: string;
  displayModes: Record<DisplayMode, string>;
  columns: Record<
    'code' | 'title' | 'state' | 'formType' | 'submitter' | 'amount' | 'updated' | 'nextStep',
    string
  >;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
  pageOf: (page: number, pageCount: number) => string;
  pageSize: string;
  /** docs/bills-and-workflow.md pagination label '/ page'. */
  perPage: (size: number) => string;
  waitingSince: string;
}

export const billsMessages: LocalizedCatalogue<BillsMessages> = {
  'zh-CN': {
    title: '我的单据',
    description: '查看、创建和提交您的报销单、借款单、申请单等单据。',
    sectionsLabel: '单据列表',
    navMine: '我提交的',
    navBacklog: '待我处理',
    empty: '暂无单据',
    emptyFiltered: '没有符合条件的单据',
    loading: '正在加载…',
    resultCount: (count) => `共 ${count} 张单据`,
    loadFailed: '单据加载失败，请重试',
    retry: '重试',
    untitled: '（无标题）',
    displayModeLabel: '展示方式',
    displayModes: { LIST: '列表', TABLE: '表格' },
    columns: {
      code: '单号',
      title: '标题',
      state: '状态',
      formType: '类型',
      submitter: '提交人',
      amount: '金额',
      updated: '更新时间',
      nextStep: '下一步',
    },
    pagination: '分页',
    previousPage: '上一页',
    nextPage: '下一页',
    page: (page) => `第 ${page} 页`,
    pageOf: (page, pageCount) => `第 ${page} / ${pageCount} 页`,
    pageSize: '每页条数',
    perPage: (size) => `${size} 条/页`,
    waitingSince: '到达时间',
  },
  'en-US': {
    title: 'My bills',
    description: 'View, create and submit your expense, loan, requisition and other bills.',
    sectionsLabel: 'Bill lists',
    navMine: 'Submitted by me',
    navBacklog: 'Waiting for me',
    empty: 'No bills yet',
    emptyFiltered: 'No bills match these filters',
    loading: 'Loading…',
    resultCount: (count) => (count === 1 ? '1 bill' : `${count} bills`),
    loadFailed: 'The bills could not be loaded. Please retry.',
    retry: 'Retry',
    untitled: '(untitled)',
    displayModeLabel: 'Display',
    displayModes: { LIST: 'List', TABLE: 'Table' },
    columns: {
      code: 'Code',
      title: 'Title',
      state: 'State',
      formType: 'Type',
      submitter: 'Submitter',
      amount: 'Amount',
      updated: 'Updated',
      nextStep: 'Next step',
    },
    pagination: 'Pagination',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: (page) => `Page ${page}`,
    pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
    pageSize: 'Page size',
    perPage: (size) => `${size} / page`,
    waitingSince: 'Arrived',
  },
};
