import type { LocalizedCatalogue } from '@shell/i18n';

interface BillsMessages {
  title: string;
  description: string;
  empty: string;
}

export const billsMessages: LocalizedCatalogue<BillsMessages> = {
  'zh-CN': {
    title: '我的单据',
    description: '查看、创建和提交您的报销单、借款单、申请单等单据。',
    empty: '暂无单据',
  },
  'en-US': {
    title: 'My bills',
    description: 'View, create and submit your expense, loan, requisition and other bills.',
    empty: 'No bills yet',
  },
};
