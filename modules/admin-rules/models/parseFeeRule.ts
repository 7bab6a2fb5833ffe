import {
  FEE_RULE_TYPES,
  type FeeAssignmentDetail,
  type FeeAssignmentRule,
  type SpecificationGroup,
} from '../types';
import { fieldsOf, idsOf, textOf } from './readFields';

function detailOf(raw: unknown): FeeAssignmentDetail {
  const fields = fieldsOf(raw);
  return {
    sourceSpecificationIds: idsOf(fields.sourceSpecificationIds),
    targetSpecificationIds: idsOf(fields.targetSpecificationIds),
  };
}

/** A fee assignment rule; an unknown type reads as the default ApplicationToExpense. */
export function parseFeeRule(raw: unknown): FeeAssignmentRule | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  if (!id) return null;
  return {
    id,
    type: FEE_RULE_TYPES.find((type) => type === fields.type) ?? 'ApplicationToExpense',
    name: textOf(fields.name),
    active: fields.active !== false,
    details: Array.isArray(fields.details) ? fields.details.map(detailOf) : [],
  };
}

export function parseSpecificationGroup(raw: unknown): SpecificationGroup | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  if (!id) return null;
  const specifications = Array.isArray(fields.specifications)
    ? fields.specifications.flatMap((item) => {
        const spec = fieldsOf(item);
        const specId = textOf(spec.id);
        return specId ? [{ id: specId, active: spec.active !== false }] : [];
      })
    : [];
  return { id, name: textOf(fields.name) || id, specifications };
}

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
