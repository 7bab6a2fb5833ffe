import { billBlockLabels, type BillBlockLabels } from '@shell/billBlocks';
import type { LocalizedCatalogue } from '@shell/i18n';
import type { DisplayBlockName, DisplayMode } from '../types';

interface RuleFormMessages extends BillBlockLabels {
  newTitle: string;
  editTitle: string;
  formLabel: string;
  name: string;
  nameRequired: string;
  nameTooLong: string;
  staffs: string;
  staffsHint: string;
  specifications: string;
  allSpecifications: string;
  blocks: string;
  moveUp: string;
  moveDown: string;
  displayName: string;
  mode: Record<DisplayMode, string>;
  save: string;
  cancel: string;
  notFound: string;
  saved: string;
}

export const ruleFormMessages: LocalizedCatalogue<RuleFormMessages> = {
  'zh-CN': {
    newTitle: '新建附加信息规则',
    editTitle: '编辑附加信息规则',
    formLabel: '附加信息规则表单',
    name: '规则名称',
    nameRequired: '请输入规则名称',
    nameTooLong: '规则名称不能超过 100 个字符',
    staffs: '适用人员',
    staffsHint: '不选择则适用于全部人员',
    specifications: '适用单据模板',
    allSpecifications: '全部单据模板',
    blocks: '展示区块（可调整顺序）',
    ...billBlockLabels['zh-CN'],
    moveUp: '上移',
    moveDown: '下移',
    displayName: '自定义展示名称',
    mode: { label: '标签', description: '描述' },
    save: '保存',
    cancel: '取消',
    notFound: '规则不存在或已删除',
    saved: '规则已保存',
  },
  'en-US': {
    newTitle: 'New additional-message rule',
    editTitle: 'Edit additional-message rule',
    formLabel: 'Additional-message rule form',
    name: 'Rule name',
    nameRequired: 'Please enter Rule name',
    nameTooLong: 'The rule name can have at most 100 characters',
    staffs: 'Staff',
    staffsHint: 'Leave empty for everyone',
    specifications: 'Bill templates',
    allSpecifications: 'All bill templates',
    blocks: 'Display blocks (reorderable)',
    ...billBlockLabels['en-US'],
    moveUp: 'Move up',
    moveDown: 'Move down',
    displayName: 'Custom display name',
    mode: { label: 'Label', description: 'Description' },
    save: 'Save',
    cancel: 'Cancel',
    notFound: 'The rule does not exist or was deleted',
    saved: 'Rule saved',
  },
};

/** The data items each block can show. */
export const BLOCK_DATAS: Record<DisplayBlockName, string[]> = {
  flowModifyContrasts: ['amount', 'title'],
  riskTips: ['overStandard', 'duplicateInvoice'],
  invoiceConfig: ['invoiceStatus', 'invoiceTitle'],
  customDisplaies: ['remark'],
};
