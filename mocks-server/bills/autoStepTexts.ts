import type { AgreeType, SkippedType } from '@contracts/billVocabulary';

/** The reason texts a timeline shows beside an automatic step. */
export const AGREE_TEXTS: Readonly<Record<AgreeType, string>> = {
  NO_AUTO_AGREE: '',
  APPROVER_SAME_AS_SUBMITTER: '审批人与提交人相同，自动同意',
  APPROVER_REPEATED: '审批人在之前节点已审批，自动同意',
  CREDIT_NOT_SAMPLED: '信用抽检未命中，自动同意',
  APPROVER_SAME_AS_CREATOR: '审批人与制单人相同，自动同意',
  ALL_INVOICES_RECEIVED: '发票已全部收到，自动同意',
  AI_APPROVAL: 'AI 审批通过',
};

export const SKIP_TEXTS: Readonly<Record<SkippedType, string>> = {
  NO_SKIPPED: '',
  APPROVER_NOT_FOUND: '未匹配到审批人，已跳过',
  APPROVER_NOT_FOUND_BY_ROLE: '角色下无合适审批人，已跳过',
  APPROVER_SAME_AS_SUBMITTER: '审批人与提交人相同，已跳过',
  PAY_AMOUNT_ZERO: '支付金额为 0，已跳过',
  NO_ABILITY: '审批人无审批能力，已跳过',
};
