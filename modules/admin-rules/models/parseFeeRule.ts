import type { FeeAssignmentRule } from '../types';

/** The create body of docs/admin.md: id, type, name, active true, details. */
export function newFeeRuleBody(rule: Omit<FeeAssignmentRule, 'active'>) {
  return {
    id: rule.id,
    type: rule.type,
    name: rule.name.trim(),
    active: true,
    details: rule.details,
  };
}
