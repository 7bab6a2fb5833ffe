import * as v from 'valibot';
import { record, requiredId, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { itemsOf } from '../core/page';
import { activeUnlessFalse, adminId, ADMIN_TEXT, textList } from './adminFields';

/** docs/admin.md fee assignment rule types; an unknown one reads as the default. */
export const FEE_RULE_TYPES = ['ApplicationToExpense', 'Customized'] as const;
export type FeeRuleType = (typeof FEE_RULE_TYPES)[number];

/** Specification ids: non-empty texts only. */
const specificationIds = v.pipe(
  textList,
  v.transform((ids) => ids.filter((each) => each !== '')),
);

/** docs/admin.md "Fee assignment rule" (a FeeAssignmentRule reference); without an id it is none. */
export const feeAssignmentRuleSchema = record({
  id: requiredId,
  type: v.fallback(v.picklist(FEE_RULE_TYPES), 'ApplicationToExpense'),
  name: text(ADMIN_TEXT),
  active: activeUnlessFalse,
  details: listOf(
    'details',
    record({ sourceSpecificationIds: specificationIds, targetSpecificationIds: specificationIds }),
  ),
});

/** `GET /form/v2/references/list?type=FeeAssignmentRule`. */
export const feeAssignmentRulesAnswerSchema = itemsOf('items', feeAssignmentRuleSchema);

/** `GET /form/v2/references/:id?type=FeeAssignmentRule`: the rule, or null when unreadable. */
export const feeAssignmentRuleAnswerSchema = record({
  value: v.fallback(v.nullable(feeAssignmentRuleSchema), null),
});

/** docs/admin.md "Specification group": its specifications with id and active. */
export const specificationGroupSchema = v.pipe(
  record({
    id: adminId,
    name: text(ADMIN_TEXT),
    specifications: listOf('specifications', record({ id: adminId, active: activeUnlessFalse })),
  }),
  v.transform((group) => ({ ...group, name: group.name || group.id })),
);

/** `GET /v1/flow/specificationGroups`. */
export const specificationGroupsAnswerSchema = itemsOf('items', specificationGroupSchema);
