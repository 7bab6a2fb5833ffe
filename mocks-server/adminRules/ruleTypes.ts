import type {
  DisplayBlock,
  DisplayMode,
  FeeAssignmentDetail,
  FeeAssignmentRule as AppFeeAssignmentRule,
  FeeRuleType,
} from '@modules/admin-rules/types';

export type { DisplayBlock, DisplayMode, FeeAssignmentDetail, FeeRuleType };

/** The blocks in their default order (sort 1 to 4), and the fee rule types: the contract's words. */
export { DISPLAY_BLOCKS } from '@contracts/admin/displayRule';
export { FEE_RULE_TYPES } from '@contracts/admin/feeAssignmentRule';

/** docs/admin.md "Bill additional-message rule", as the lab stores it (the app's wire shape). */
export interface BillMessageRule {
  id: string;
  name: string;
  active: boolean;
  corporationId: string;
  /** Absent means every staff. */
  staffs?: string[];
  /** Absent means every specification. */
  specificationIds?: string[];
  flowModifyContrasts: DisplayBlock;
  riskTips: DisplayBlock;
  invoiceConfig: DisplayBlock;
  customDisplaies: DisplayBlock & { displayName: DisplayMode };
  createTime: number;
  updateTime: number;
}

/** docs/admin.md "Fee assignment rule", kept per corporation. */
export type FeeAssignmentRule = AppFeeAssignmentRule & { corporationId: string };
