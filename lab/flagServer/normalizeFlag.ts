import { randomUUID } from 'node:crypto';
import type {
  Condition,
  FeatureFlag,
  RolloutVariation,
  TargetRule,
  Variation,
  VariationType,
} from '../../flags/evaluation/types';
import { FieldReader } from './FieldReader';
import { FlagDefinitionError } from './FlagDefinitionError';

const VARIATION_TYPES: readonly VariationType[] = ['boolean', 'number', 'string', 'json'];

/** The environment id the lab stamps on entries that do not say; FeatBit requires one. */
export const LAB_ENV_ID = 'lab';

/**
 * Turns untrusted JSON into a complete FeatureFlag: checks every field's type and fills the
 * fields FeatBit's UI would fill for a new flag, so a hand-written definition can stay short.
 * Cross-references (variation and segment ids) are validateFlag's job.
 */
export function normalizeFlag(input: unknown, nowIso: string): FeatureFlag {
  const flag = FieldReader.of(input, '');
  const key = flag.string('key');
  const variationType = flag.string('variationType');
  if (!VARIATION_TYPES.includes(variationType as VariationType)) {
    throw new FlagDefinitionError(
      `variationType must be one of ${VARIATION_TYPES.join(', ')}, got "${variationType}"`,
    );
  }
  const variations = flag.objects('variations').map(readVariation);
  // FeatBit's defaults for a new flag: off, serving "false" when off and "true" to everyone else.
  const offId = (variations.find((v) => v.value === 'false') ?? variations[0])?.id ?? '';
  const onId = (variations.find((v) => v.value === 'true') ?? variations[0])?.id ?? '';
  const fallthrough = flag.has('fallthrough') ? flag.child('fallthrough') : null;
  return {
    id: flag.string('id', randomUUID()),
    envId: flag.string('envId', LAB_ENV_ID),
    key,
    name: flag.string('name', key),
    ...(flag.has('description') ? { description: flag.string('description') } : {}),
    variationType: variationType as VariationType,
    variations,
    targetUsers: flag.objects('targetUsers', []).map((target) => ({
      keyIds: target.stringArray('keyIds'),
      variationId: target.string('variationId'),
    })),
    rules: flag.objects('rules', []).map(readRule),
    isEnabled: flag.boolean('isEnabled', false),
    disabledVariationId: flag.string('disabledVariationId', offId),
    fallthrough: {
      dispatchKey: fallthrough?.nullableString('dispatchKey') ?? null,
      includedInExpt: fallthrough?.boolean('includedInExpt', true) ?? true,
      variations: fallthrough
        ? fallthrough.objects('variations').map(readRollout)
        : [{ id: onId, rollout: [0, 1], exptRollout: 1 }],
    },
    exptIncludeAllTargets: flag.boolean('exptIncludeAllTargets', true),
    isArchived: flag.boolean('isArchived', false),
    tags: flag.stringArray('tags', []),
    createdAt: flag.string('createdAt', nowIso),
    updatedAt: flag.string('updatedAt', nowIso),
  };
}

function readVariation(variation: FieldReader): Variation {
  const value = variation.raw('value');
  if (typeof value !== 'string') {
    // A JSON true or 3 would reach the SDK as a non-string and break its converters (gotcha a).
    throw new FlagDefinitionError(
      `${variation.path('value')} must be a string (FeatBit stores every value as a string, e.g. "true")`,
    );
  }
  return { id: variation.string('id'), name: variation.string('name', value), value };
}

function readRule(rule: FieldReader, index: number): TargetRule {
  return {
    id: rule.string('id', `rule-${index + 1}`),
    name: rule.string('name', `Rule ${index + 1}`),
    dispatchKey: rule.nullableString('dispatchKey'),
    includedInExpt: rule.boolean('includedInExpt', false),
    conditions: rule.objects('conditions', []).map(readCondition),
    variations: rule.objects('variations').map(readRollout),
  };
}

export function readCondition(condition: FieldReader): Condition {
  return {
    property: condition.string('property'),
    op: condition.string('op'),
    value: condition.string('value', ''),
  };
}

function readRollout(variation: FieldReader): RolloutVariation {
  const range = variation.array('rollout');
  if (range.length !== 2 || range.some((end) => typeof end !== 'number' || Number.isNaN(end))) {
    throw new FlagDefinitionError(`${variation.path('rollout')} must be [from, to], two numbers`);
  }
  return {
    id: variation.string('id'),
    rollout: [range[0] as number, range[1] as number],
    exptRollout: variation.number('exptRollout', 1),
  };
}
