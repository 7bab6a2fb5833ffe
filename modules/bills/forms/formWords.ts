import type { LocalizedCatalogue } from '@shell/i18n';
import type { FormSection } from './formSections';

/** The form's own words (buttons, picker states); validation wording is in formMessages. */
export interface FormWords {
  submit: string;
  saveDraft: string;
  saving: string;
  summaryTitle(count: number): string;
  searching: string;
  noMatches: string;
  searchFailed: string;
  resultCount(count: number): string;
  clear(label: string): string;
  remove(name: string): string;
  selected(label: string): string;
  /** The file picker of one field: where the files go says which picker it is. */
  addFiles(label: string): string;
  noAttachments: string;
  notUploaded: string;
  start: string;
  end: string;
  currency(name: string): string;
  choose: string;
  sections: Record<FormSection, string>;
  actions: string;
  /** Names of selection fields shown beside a choice (docs/bills-and-workflow.md selection lists). */
  details: Readonly<Record<string, string>>;
  /** Coded values of those fields in words (a payee account's type). */
  detailValues: Readonly<Record<string, string>>;
}

export const formWords: LocalizedCatalogue<FormWords> = {
  'zh-CN': {
    submit: '提交',
    saveDraft: '保存草稿',
    saving: '正在保存…',
    summaryTitle: (count) => `请修改以下 ${count} 个问题`,
    searching: '正在搜索…',
    noMatches: '没有匹配项',
    searchFailed: '搜索失败，请重试',
    resultCount: (count) => `找到 ${count} 项`,
    clear: (label) => `清除${label}`,
    remove: (name) => `移除${name}`,
    selected: (label) => `已选${label}`,
    addFiles: (label) => `添加${label}`,
    noAttachments: '暂无附件',
    notUploaded: '待上传',
    start: '开始日期',
    end: '结束日期',
    currency: (name) => `币种：${name}`,
    choose: '请选择',
    sections: {
      basics: '基本信息',
      lines: '费用明细',
      payment: '支付信息',
      attachments: '附件',
      relations: '关联单据',
    },
    actions: '单据操作',
    details: {
      code: '编码',
      email: '邮箱',
      cellphone: '手机',
      note: '备注',
      type: '类型',
      bank: '银行',
      unionBank: '联行号',
      cardNo: '卡号',
      branch: '开户网点',
      opportunity: '结算时机',
    },
    detailValues: { PERSONAL: '个人账户', PUBLIC: '对公账户' },
  },
  'en-US': {
    submit: 'Submit',
    saveDraft: 'Save draft',
    saving: 'Saving…',
    summaryTitle: (count) =>
      count === 1 ? 'Please fix 1 problem' : `Please fix ${count} problems`,
    searching: 'Searching…',
    noMatches: 'No matches',
    searchFailed: 'The search failed. Please retry.',
    resultCount: (count) => (count === 1 ? '1 result' : `${count} results`),
    clear: (label) => `Clear ${label}`,
    remove: (name) => `Remove ${name}`,
    selected: (label) => `Selected ${label}`,
    addFiles: (label) => (label === 'Attachments' ? 'Add files' : `Add files to ${label}`),
    noAttachments: 'No attachments',
    notUploaded: 'not uploaded yet',
    start: 'Start date',
    end: 'End date',
    currency: (name) => `Currency: ${name}`,
    choose: 'Choose…',
    sections: {
      basics: 'Basics',
      lines: 'Expense lines',
      payment: 'Payment',
      attachments: 'Attachments',
      relations: 'Related bills',
    },
    actions: 'Bill actions',
    details: {
      code: 'Code',
      email: 'Email',
      cellphone: 'Cellphone',
      note: 'Note',
      type: 'Type',
      bank: 'Bank',
      unionBank: 'Union bank number',
      cardNo: 'Card number',
      branch: 'Branch',
      opportunity: 'Settlement timing',
    },
    detailValues: { PERSONAL: 'Personal account', PUBLIC: 'Company account' },
  },
};
