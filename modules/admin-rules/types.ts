import type { DisplayBlockName } from '@contracts/admin/displayRule';
import type { FeeRuleType } from '@contracts/admin/feeAssignmentRule';

/** The blocks and fee rule types are the wire contract's (contracts/admin). */
export { DISPLAY_BLOCKS, type DisplayBlockName } from '@contracts/admin/displayRule';
export { FEE_RULE_TYPES, type FeeRuleType } from '@contracts/admin/feeAssignmentRule';

/** docs/admin.md display modes. */
export const DISPLAY_MODES = ['label', 'description'] as const;

export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface DisplayBlock {
  datas: string[];
  sort: number;
}

/** docs/admin.md "Bill additional-message rule" as the form edits it. */
export interface RuleForm {
  id?: string;
  name: string;
  active: boolean;
  staffs: string[];
  /** null means every specification (sent as absent). */
  specificationIds: string[] | null;
  blocks: Record<DisplayBlockName, DisplayBlock>;
  displayName: DisplayMode;
}

/** A rule as the list shows it. */
export interface RuleSummary extends RuleForm {
  id: string;
  updateTime: number;
}

export interface FeeAssignmentDetail {
  sourceSpecificationIds: string[];
  targetSpecificationIds: string[];
}

/** docs/admin.md "Fee assignment rule". */
export interface FeeAssignmentRule {
  id: string;
  type: FeeRuleType;
  name: string;
  active: boolean;
  details: FeeAssignmentDetail[];
}

/** docs/admin.md "Specification group": its specifications with id and active. */
export interface SpecificationGroup {
  id: string;
  name: string;
  specifications: { id: string; active: boolean }[];
}

export interface SpecificationChoice {
  id: string;
  name: string;
}

export interface ListPage<T> {
  items: T[];
  count: number;
}
