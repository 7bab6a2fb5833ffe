import type { LocalizedCatalogue } from '@shell/i18n';

interface FeeRuleImportMessages {
  title: (ruleName: string) => string;
  hint: string;
  list: string;
  import: (code: string) => string;
  importLabel: string;
  imported: string;
  none: string;
  loading: string;
  loadFailed: string;
  importFailed: string;
  added: (count: number) => string;
  nothingToAdd: string;
}

export const feeRuleImportMessages: LocalizedCatalogue<FeeRuleImportMessages> = {
  'zh-CN': {
    title: (ruleName) => `从申请单导入费用（${ruleName}）`,
    hint: '按费用分摊规则，以下申请单的费用可导入本单。',
    list: '可导入的申请单',
    import: (code) => `导入 ${code} 的费用`,
    importLabel: '导入费用',
    imported: '已导入',
    none: '暂无可导入的申请单',
    loading: '正在读取费用分摊规则…',
    loadFailed: '费用分摊规则加载失败',
    importFailed: '申请单费用读取失败，请稍后重试',
    added: (count) => `已导入 ${count} 条费用`,
    nothingToAdd: '该申请单没有可导入的费用',
  },
  'en-US': {
    title: (ruleName) => `Import fees from requisitions (${ruleName})`,
    hint: 'By the fee assignment rule, the fees of these requisitions can be imported.',
    list: 'Requisitions to import from',
    import: (code) => `Import the fees of ${code}`,
    importLabel: 'Import fees',
    imported: 'Imported',
    none: 'No requisitions to import from',
    loading: 'Reading the fee assignment rule…',
    loadFailed: 'The fee assignment rule could not be loaded',
    importFailed: 'The requisition’s fees could not be read, please try again later',
    added: (count) => `${count} fee line${count === 1 ? '' : 's'} imported`,
    nothingToAdd: 'This requisition has no fees to import',
  },
};
