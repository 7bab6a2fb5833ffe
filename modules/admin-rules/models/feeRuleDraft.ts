import type { FeeAssignmentRule, FeeRuleType, SpecificationGroup } from '../types';

/** What the fee rule form edits: the chosen groups stand for their active specifications. */
export interface FeeRuleDraft {
  id?: string;
  name: string;
  type: FeeRuleType;
  groupIds: string[];
}

/** docs/admin.md: ApplicationToExpense is the default type. */
export function emptyFeeRuleDraft(): FeeRuleDraft {
  return { name: '', type: 'ApplicationToExpense', groupIds: [] };
}

/** The active specifications of the chosen groups, once each. */
export function specificationsOfGroups(
  groups: readonly SpecificationGroup[],
  groupIds: readonly string[],
): string[] {
  const ids = groups
    .filter((group) => groupIds.includes(group.id))
    .flatMap((group) => group.specifications.filter((spec) => spec.active).map((spec) => spec.id));
  return [...new Set(ids)];
}

export function draftToRule(
  draft: FeeRuleDraft,
  groups: readonly SpecificationGroup[],
): Omit<FeeAssignmentRule, 'id' | 'active'> {
  const ids = specificationsOfGroups(groups, draft.groupIds);
  return {
    name: draft.name.trim(),
    type: draft.type,
    details: ids.length > 0 ? [{ sourceSpecificationIds: ids, targetSpecificationIds: ids }] : [],
  };
}

/** Back from a rule: a group counts as chosen when all its active specifications are named. */
export function ruleToDraft(
  rule: FeeAssignmentRule,
  groups: readonly SpecificationGroup[],
): FeeRuleDraft {
  const named = new Set(rule.details.flatMap((detail) => detail.sourceSpecificationIds));
  const groupIds = groups
    .filter((group) => {
      const active = group.specifications.filter((spec) => spec.active);
      return active.length > 0 && active.every((spec) => named.has(spec.id));
    })
    .map((group) => group.id);
  return { id: rule.id, name: rule.name, type: rule.type, groupIds };
}
