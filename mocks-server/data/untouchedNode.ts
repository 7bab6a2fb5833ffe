import type { ApprovalNode } from './billFlowTypes';

/**
 * What an approval node holds before the flow reaches it: a new plan starts from it and a
 * resubmission puts it back, so the two cannot disagree about "not started".
 */
export const UNTOUCHED_NODE = {
  state: 'NOT_STARTED',
  action: null,
  skippedType: 'NO_SKIPPED',
  agreeType: 'NO_AUTO_AGREE',
  description: '',
  nonMatched: false,
  operateTime: null,
} as const satisfies Partial<ApprovalNode>;
