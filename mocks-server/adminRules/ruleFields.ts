import type { FieldCatalog, FieldValue } from '../bills/query/evaluateFilter';
import type { BillMessageRule } from './ruleTypes';

type Read = (rule: BillMessageRule) => FieldValue;

/** What the rule list may filter and sort on (rule list filter (docs/admin.md)). */
export const RULE_FIELDS: FieldCatalog<BillMessageRule> = new Map<string, Read>([
  ['id', (rule) => rule.id],
  ['name', (rule) => rule.name],
  ['active', (rule) => rule.active],
  ['createTime', (rule) => rule.createTime],
  ['updateTime', (rule) => rule.updateTime],
]);
