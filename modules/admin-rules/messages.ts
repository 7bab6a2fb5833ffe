import type { LocalizedCatalogue } from '@shell/i18n';

interface AdminRulesMessages {
  title: string;
  description: string;
  empty: string;
  sections: string;
  navRules: string;
  navFeeRules: string;
  navExtensions: string;
  searchLabel: string;
  search: string;
  newRule: string;
  rulesTable: string;
  name: string;
  scope: string;
  actions: string;
  allStaffs: string;
  someStaffs: string;
  edit: string;
  remove: string;
  confirmRemoveTitle: string;
  confirmRemoveText: string;
  confirm: string;
  cancel: string;
  previous: string;
  next: string;
  pageOf: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

export const adminRulesMessages: LocalizedCatalogue<AdminRulesMessages> = {
  'zh-CN': {
    title: '单据附加信息配置',
    description: '管理单据附加信息规则与费用分摊规则。',
    empty: '暂无规则',
    sections: '规则类别',
    navRules: '附加信息规则',
    navFeeRules: '费用分摊规则',
    navExtensions: '扩展实例',
    searchLabel: '按名称搜索',
    search: '搜索',
    newRule: '新建规则',
    rulesTable: '附加信息规则列表',
    name: '名称',
    scope: '适用人员',
    actions: '操作',
    allStaffs: '全部人员',
    someStaffs: '{count} 人',
    edit: '编辑',
    remove: '删除',
    confirmRemoveTitle: '删除规则？',
    confirmRemoveText: '删除后规则「{name}」将不再生效。',
    confirm: '确认',
    cancel: '取消',
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {page} / {pages} 页',
    loading: '加载中…',
    loadFailed: '规则加载失败',
    retry: '重试',
  },
  'en-US': {
    title: 'Bill additional-message rules',
    description: 'Manage bill additional-message rules and fee assignment rules.',
    empty: 'No rules yet',
    sections: 'Rule kinds',
    navRules: 'Additional-message rules',
    navFeeRules: 'Fee assignment rules',
    navExtensions: 'Extension instances',
    searchLabel: 'Search by name',
    search: 'Search',
    newRule: 'New rule',
    rulesTable: 'Additional-message rules',
    name: 'Name',
    scope: 'Staff',
    actions: 'Actions',
    allStaffs: 'Everyone',
    someStaffs: '{count} staff',
    edit: 'Edit',
    remove: 'Delete',
    confirmRemoveTitle: 'Delete the rule?',
    confirmRemoveText: 'The rule “{name}” will no longer apply.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    loading: 'Loading…',
    loadFailed: 'The rules could not be loaded',
    retry: 'Retry',
  },
};
