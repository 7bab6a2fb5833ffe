import type { LocalizedCatalogue } from '@shell/i18n';

interface ApprovalMessages {
  title: string;
  description: string;
  empty: string;
}

export const approvalMessages: LocalizedCatalogue<ApprovalMessages> = {
  'zh-CN': {
    title: '待我审批',
    description: '需要您处理的单据会出现在这里。',
    empty: '没有待审批的单据',
  },
  'en-US': {
    title: 'Awaiting my approval',
    description: 'Bills that need your decision appear here.',
    empty: 'Nothing to approve',
  },
};
