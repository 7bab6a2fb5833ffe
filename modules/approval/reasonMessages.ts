import type { LocalizedCatalogue } from '@shell/i18n';
import type { AgreeType, SkipType } from './types';

/**
 * docs/approval-payment-print.md skip types and auto-agree reasons, in words a staff member understands: what happened
 * to this step and why, never the rule's code or its configuration.
 */
interface ReasonMessages {
  skipped: Record<SkipType, string>;
  autoAgreed: Record<AgreeType, string>;
}

export const reasonMessages: LocalizedCatalogue<ReasonMessages> = {
  'zh-CN': {
    skipped: {
      NO_SKIPPED: '',
      APPROVER_NOT_FOUND: '没有找到审批人，此步已自动跳过',
      APPROVER_NOT_FOUND_BY_ROLE: '该岗位暂时没有人，此步已自动跳过',
      APPROVER_SAME_AS_SUBMITTER: '审批人就是提交人本人，此步已自动跳过',
      PAY_AMOUNT_ZERO: '支付金额为 0，无需付款，此步已自动跳过',
      NO_ABILITY: '审批人没有审批这类单据的权限，此步已自动跳过',
    },
    autoAgreed: {
      NO_AUTO_AGREE: '',
      APPROVER_SAME_AS_SUBMITTER: '审批人就是提交人本人，已自动同意',
      APPROVER_REPEATED: '此人在前面的步骤已经同意过，已自动同意',
      CREDIT_NOT_SAMPLED: '信用良好，本次未被抽查，已自动同意',
      APPROVER_SAME_AS_CREATOR: '审批人就是制单人本人，已自动同意',
      ALL_INVOICES_RECEIVED: '发票已全部收到，已自动同意',
      AI_APPROVAL: '智能审核通过，已自动同意',
    },
  },
  'en-US': {
    skipped: {
      NO_SKIPPED: '',
      APPROVER_NOT_FOUND: 'No approver was found, so this step was skipped',
      APPROVER_NOT_FOUND_BY_ROLE: 'Nobody holds this role yet, so this step was skipped',
      APPROVER_SAME_AS_SUBMITTER: 'The approver is the submitter, so this step was skipped',
      PAY_AMOUNT_ZERO: 'Nothing to pay (the amount is 0), so this step was skipped',
      NO_ABILITY: 'The approver may not approve this kind of bill, so this step was skipped',
    },
    autoAgreed: {
      NO_AUTO_AGREE: '',
      APPROVER_SAME_AS_SUBMITTER: 'The approver is the submitter, so it was agreed automatically',
      APPROVER_REPEATED: 'This person agreed at an earlier step, so it was agreed automatically',
      CREDIT_NOT_SAMPLED: 'Good credit and not picked for a check, so it was agreed automatically',
      APPROVER_SAME_AS_CREATOR: 'The approver wrote the bill, so it was agreed automatically',
      ALL_INVOICES_RECEIVED: 'Every invoice has arrived, so it was agreed automatically',
      AI_APPROVAL: 'The automatic review passed it, so it was agreed automatically',
    },
  },
};
