import type {
  Condition,
  FeatureFlag,
  RolloutVariation,
  VariationType,
} from '../../flags/evaluation/types';
import { OPERATOR_NAMES } from '../../flags/evaluation';
import { FlagDefinitionError } from './FlagDefinitionError';
import { isSegmentCondition, parseStringList } from './referencedSegmentIds';

export const FLAG_KEY_PATTERN = /^[a-zA-Z0-9._-]+$/;

/** Words the admin API uses as paths under /__lab/flags; a flag with such a key is unreachable. */
export const RESERVED_FLAG_KEYS: readonly string[] = [
  'connections',
  'events',
  'export',
  'reset',
  'segments',
];

/** FeatBit's 16 operators; the ES treats any other op as "no match", which hides typos. */
export const OPERATORS: readonly string[] = OPERATOR_NAMES;

const LIST_OPERATORS = ['IsOneOf', 'NotOneOf'];
const DECIMAL = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/**
 * Checks what normalizeFlag cannot: that every id a flag mentions exists, that rollout ranges
 * make sense and that values fit the variation type. Throws FlagDefinitionError naming the field.
 */
export function validateFlag(flag: FeatureFlag, segmentIds: ReadonlySet<string>): void {
  if (!FLAG_KEY_PATTERN.test(flag.key)) {
    fail(`key "${flag.key}" must match ${FLAG_KEY_PATTERN.source}`);
  }
  if (RESERVED_FLAG_KEYS.includes(flag.key)) {
    fail(`key "${flag.key}" is reserved by the admin API (/__lab/flags/${flag.key})`);
  }
  if (flag.variations.length === 0) fail('variations must not be empty');
  const ids = new Set<string>();
  flag.variations.forEach((variation, index) => {
    if (variation.id === '') fail(`variations[${index}].id must not be empty`);
    if (ids.has(variation.id)) fail(`variations[${index}].id "${variation.id}" is used twice`);
    ids.add(variation.id);
    checkValue(flag.variationType, variation.value, `variations[${index}].value`);
  });
  const known = (id: string, where: string) => {
    if (!ids.has(id)) fail(`${where} "${id}" is not one of the flag's variation ids`);
  };
  known(flag.disabledVariationId, 'disabledVariationId');
  flag.targetUsers.forEach((target, index) =>
    known(target.variationId, `targetUsers[${index}].variationId`),
  );
  flag.rules.forEach((rule, index) => {
    rule.conditions.forEach((condition, at) =>
      checkCondition(condition, `rules[${index}].conditions[${at}]`, segmentIds),
    );
    checkRollouts(rule.variations, `rules[${index}].variations`, known);
  });
  checkRollouts(flag.fallthrough.variations, 'fallthrough.variations', known);
  if (Number.isNaN(Date.parse(flag.createdAt))) fail('createdAt must be an ISO date');
}

function checkValue(type: VariationType, value: string, where: string): void {
  if (type === 'boolean' && value !== 'true' && value !== 'false') {
    fail(`${where} must be "true" or "false" for a boolean flag, got "${value}"`);
  }
  if (type === 'number' && !DECIMAL.test(value.trim())) {
    fail(`${where} must be a decimal number for a number flag, got "${value}"`);
  }
  if (type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      fail(`${where} must be valid JSON for a json flag`);
    }
  }
}

function checkCondition(condition: Condition, where: string, segmentIds: ReadonlySet<string>) {
  if (isSegmentCondition(condition)) {
    const listed = parseStringList(condition.value);
    if (!listed) fail(`${where}.value must be a JSON array of segment ids`);
    for (const id of listed ?? []) {
      if (!segmentIds.has(id)) fail(`${where} names segment "${id}", which does not exist`);
    }
    return;
  }
  if (!OPERATORS.includes(condition.op)) {
    fail(`${where}.op "${condition.op}" is not one of ${OPERATORS.join(', ')}`);
  }
  if (LIST_OPERATORS.includes(condition.op) && !parseStringList(condition.value)) {
    fail(`${where}.value must be a JSON array of strings for ${condition.op}`);
  }
}

function checkRollouts(
  variations: readonly RolloutVariation[],
  where: string,
  known: (id: string, where: string) => void,
): void {
  if (variations.length === 0) fail(`${where} must not be empty`);
  variations.forEach((variation, index) => {
    known(variation.id, `${where}[${index}].id`);
    const [from, to] = variation.rollout;
    if (!(from >= 0 && to <= 1 && from <= to)) {
      fail(`${where}[${index}].rollout [${from}, ${to}] must satisfy 0 <= from <= to <= 1`);
    }
  });
}

function fail(message: string): never {
  throw new FlagDefinitionError(message);
}
