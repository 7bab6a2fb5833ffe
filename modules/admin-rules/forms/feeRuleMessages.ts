import type { LocalizedCatalogue } from '@shell/i18n';
import type { FeeRuleType } from '../types';

interface FeeRuleMessages {
  title: string;
  description: string;
  table: string;
  name: string;
  type: string;
  typeName: Record<FeeRuleType, string>;
  groups: string;
  specificationCount: string;
  newRule: string;
  editRule: string;
  formLabel: string;
  edit: string;
  save: string;
  cancel: string;
  nameRequired: string;
  empty: string;
  loadFailed: string;
  loading: string;
}

export const feeRuleMessages: LocalizedCatalogue<FeeRuleMessages> = {
  'zh-CN': {
    title: '费用分摊规则',
    description: '设置申请单费用如何分摊到报销单。',
    table: '费用分摊规则列表',
    name: '规则名称',
    type: '规则类型',
    typeName: { ApplicationToExpense: '申请转报销', Customized: '自定义' },
    groups: '适用单据模板组',
    specificationCount: '{count} 个模板',
    newRule: '新建分摊规则',
    editRule: '编辑分摊规则',
    formLabel: '费用分摊规则表单',
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    nameRequired: '请输入规则名称',
    empty: '暂无分摊规则',
    loadFailed: '分摊规则加载失败',
    loading: '加载中…',
  },
  'en-US': {
    title: 'Fee assignment rules',
    description: 'How requisition fees are assigned to expense bills.',
    table: 'Fee assignment rules',
    name: 'Rule name',
    type: 'Rule type',
    typeName: { ApplicationToExpense: 'Application to expense', Customized: 'Customized' },
    groups: 'Bill template groups',
    specificationCount: '{count} templates',
    newRule: 'New fee assignment rule',
    editRule: 'Edit fee assignment rule',
    formLabel: 'Fee assignment rule form',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    nameRequired: 'Please enter Rule name',
    empty: 'No fee assignment rules yet',
    loadFailed: 'The fee assignment rules could not be loaded',
    loading: 'Loading…',
  },
};
