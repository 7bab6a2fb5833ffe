import type { LocalizedCatalogue } from '@shell/i18n';

interface AdminRulesMessages {
  title: string;
  description: string;
  empty: string;
}

export const adminRulesMessages: LocalizedCatalogue<AdminRulesMessages> = {
  'zh-CN': {
    title: '单据附加信息配置',
    description: '管理单据附加信息规则与费用分摊规则。',
    empty: '暂无规则',
  },
  'en-US': {
    title: 'Bill additional-message rules',
    description: 'Manage bill additional-message rules and fee assignment rules.',
    empty: 'No rules yet',
  },
};
