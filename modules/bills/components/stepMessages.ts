import type { LocalizedCatalogue } from '@shell/i18n';

interface StepMessages {
  actions: string;
  retract: string;
  retractTitle: string;
  retractBody: string;
  remove: string;
  removeTitle: string;
  removeBody: string;
  copy: string;
  retracted: string;
  removed: string;
  copied: string;
  rejectedTitle: string;
}

export const stepMessages: LocalizedCatalogue<StepMessages> = {
  'zh-CN': {
    actions: '单据操作',
    retract: '撤回',
    retractTitle: '撤回这张单据？',
    retractBody: '撤回后单据回到草稿，可修改后重新提交；审批人将不再看到它。',
    remove: '删除',
    removeTitle: '删除这张草稿？',
    removeBody: '删除后无法恢复。',
    copy: '复制',
    retracted: '已撤回，可以修改后重新提交',
    removed: '草稿已删除',
    copied: '已复制为新的草稿（不含发票）',
    rejectedTitle: '单据被驳回',
  },
  'en-US': {
    actions: 'Bill actions',
    retract: 'Recall',
    retractTitle: 'Recall this bill?',
    retractBody:
      'It goes back to your drafts, to change and submit again; approvers will no longer see it.',
    remove: 'Delete',
    removeTitle: 'Delete this draft?',
    removeBody: 'A deleted draft cannot be brought back.',
    copy: 'Copy',
    retracted: 'Recalled: change it and submit again',
    removed: 'Draft deleted',
    copied: 'Copied into a new draft (without invoices)',
    rejectedTitle: 'This bill was rejected',
  },
};
