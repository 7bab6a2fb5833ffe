import type { FeeRuleType } from '@contracts/admin/feeAssignmentRule';

export interface FeeRuleDetail {
  sourceSpecificationIds: string[];
  targetSpecificationIds: string[];
}

/** docs/admin.md "Fee assignment rule" (a FeeAssignmentRule reference). */
export interface FeeRule {
  id: string;
  type: FeeRuleType;
  name: string;
  active: boolean;
  details: FeeRuleDetail[];
}

/** Where a bill may take fees from: every requisition, those of the named specifications, or none. */
export type FeeSources = { kind: 'anyRequisition' } | { kind: 'specifications'; ids: string[] };

/**
 * What a rule lets a bill of `specificationId` import. Its details name source and target
 * specifications; an ApplicationToExpense rule without details joins every requisition to the
 * bill (its default meaning), a Customized one without details joins nothing.
 */
export function feeSourcesOf(rule: FeeRule, specificationId: string): FeeSources | null {
  if (!rule.active) return null;
  if (rule.details.length === 0) {
    return rule.type === 'ApplicationToExpense' ? { kind: 'anyRequisition' } : null;
  }
  const ids = rule.details
    .filter((detail) => detail.targetSpecificationIds.includes(specificationId))
    .flatMap((detail) => detail.sourceSpecificationIds);
  return ids.length > 0 ? { kind: 'specifications', ids: [...new Set(ids)] } : null;
}
