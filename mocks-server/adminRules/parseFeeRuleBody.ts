import { badRule } from './parseRuleBody';
import {
  FEE_RULE_TYPES,
  type FeeAssignmentDetail,
  type FeeAssignmentRule,
  type FeeRuleType,
} from './ruleTypes';

export type FeeRuleInput = Omit<FeeAssignmentRule, 'corporationId' | 'id'> & { id?: string };

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function detailOf(value: unknown): FeeAssignmentDetail {
  if (!isFields(value)) throw badRule('Each detail must be an object');
  const { sourceSpecificationIds = [], targetSpecificationIds = [] } = value;
  if (!isIdList(sourceSpecificationIds) || !isIdList(targetSpecificationIds)) {
    throw badRule('A detail names specifications by id lists');
  }
  return { sourceSpecificationIds, targetSpecificationIds };
}

/** POST /form/v2/references/create and PUT /form/v2/references/{id} bodies (README.md). */
export function parseFeeRuleBody(body: unknown): FeeRuleInput {
  if (!isFields(body)) throw badRule('The body must be a fee assignment rule');
  const type = body.type === undefined ? 'ApplicationToExpense' : body.type;
  if (!FEE_RULE_TYPES.some((known) => known === type)) {
    throw badRule(`type must be one of ${FEE_RULE_TYPES.join(', ')}`);
  }
  if (typeof body.name !== 'string' || body.name.trim() === '' || body.name.length > 100) {
    throw badRule('name must be a text of 1 to 100 characters');
  }
  if (body.details !== undefined && !Array.isArray(body.details)) {
    throw badRule('details must be a list');
  }
  return {
    ...(typeof body.id === 'string' && body.id !== '' ? { id: body.id } : {}),
    type: type as FeeRuleType,
    name: body.name.trim(),
    active: body.active !== false,
    details: (body.details ?? []).map(detailOf),
  };
}
