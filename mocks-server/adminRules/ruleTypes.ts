import type {
  DisplayBlock,
  DisplayBlockName,
  DisplayMode,
  FeeAssignmentDetail,
  FeeAssignmentRule as AppFeeAssignmentRule,
  FeeRuleType,
} from '@modules/admin-rules/types';

export type { DisplayBlock, DisplayBlockName, DisplayMode, FeeAssignmentDetail, FeeRuleType };

/** The blocks in their default order (sort 1 to 4). */
export const DISPLAY_BLOCKS: readonly DisplayBlockName[] = [
  'flowModifyContrasts',
  'riskTips',
  'invoiceConfig',
  'customDisplaies',
];

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

export const FEE_RULE_TYPES: readonly FeeRuleType[] = ['ApplicationToExpense', 'Customized'];

/** docs/admin.md "Fee assignment rule", kept per corporation. */
export type FeeAssignmentRule = AppFeeAssignmentRule & { corporationId: string };
