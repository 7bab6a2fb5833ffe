import type { LocalizedCatalogue } from '@shell/i18n';
import type { AgreeType, SkipType } from './types';

/** Spec §4 skip types and auto-agree reasons, in words (the node's code is never shown). */
interface ReasonMessages {
  skipped: Record<SkipType, string>;
  autoAgreed: Record<AgreeType, string>;
}

export const reasonMessages: LocalizedCatalogue<ReasonMessages> = {
  'zh-CN': {
    skipped: {
      NO_SKIPPED: '',
      APPROVER_NOT_FOUND: '未匹配到审批人，已跳过',
      APPROVER_NOT_FOUND_BY_ROLE: '角色下无合适审批人，已跳过',
      APPROVER_SAME_AS_SUBMITTER: '审批人与提交人相同，已跳过',
      PAY_AMOUNT_ZERO: '支付金额为 0，已跳过',
      NO_ABILITY: '审批人无审批能力，已跳过',
    },
    autoAgreed: {
      NO_AUTO_AGREE: '非自动同意',
      APPROVER_SAME_AS_SUBMITTER: '审批人与提交人相同，自动同意',
      APPROVER_REPEATED: '审批人在之前节点已审批，自动同意',
      CREDIT_NOT_SAMPLED: '信用抽检未命中，自动同意',
      APPROVER_SAME_AS_CREATOR: '审批人与制单人相同，自动同意',
      ALL_INVOICES_RECEIVED: '发票已全部收到，自动同意',
      AI_APPROVAL: 'AI 审批通过，自动同意',
    },
  },
  'en-US': {
    skipped: {
      NO_SKIPPED: '',
      APPROVER_NOT_FOUND: 'No approver matched, skipped',
      APPROVER_NOT_FOUND_BY_ROLE: 'No suitable approver for the role, skipped',
      APPROVER_SAME_AS_SUBMITTER: 'Approver is the submitter, skipped',
      PAY_AMOUNT_ZERO: 'Pay amount is zero, skipped',
      NO_ABILITY: 'Approver has no ability to approve, skipped',
    },
    autoAgreed: {
      NO_AUTO_AGREE: 'Not agreed automatically',
      APPROVER_SAME_AS_SUBMITTER: 'Approver is the submitter, agreed automatically',
      APPROVER_REPEATED: 'Approver agreed at an earlier node, agreed automatically',
      CREDIT_NOT_SAMPLED: 'Credit sampling not hit, agreed automatically',
      APPROVER_SAME_AS_CREATOR: 'Approver is the creator, agreed automatically',
      ALL_INVOICES_RECEIVED: 'All invoices received, agreed automatically',
      AI_APPROVAL: 'Approved by AI, agreed automatically',
    },
  },
};
