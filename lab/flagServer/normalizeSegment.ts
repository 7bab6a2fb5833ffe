import { randomUUID } from 'node:crypto';
import type { Segment } from '../../flags/evaluation/types';
import { FieldReader } from './FieldReader';
import { FlagDefinitionError } from './FlagDefinitionError';
import { LAB_ENV_ID, readCondition } from './normalizeFlag';
import { isSegmentCondition } from './referencedSegmentIds';
import { FLAG_KEY_PATTERN, OPERATORS } from './validateFlag';

const SEGMENT_TYPES: readonly Segment['type'][] = ['environment-specific', 'shared'];

/** Untrusted JSON → a complete, valid Segment (FeatBit's shape), or a FlagDefinitionError. */
export function normalizeSegment(input: unknown, nowIso: string): Segment {
  const segment = FieldReader.of(input, '');
  const key = segment.string('key');
  if (!FLAG_KEY_PATTERN.test(key)) {
    throw new FlagDefinitionError(`key "${key}" must match ${FLAG_KEY_PATTERN.source}`);
  }
  const type = segment.string('type', 'environment-specific');
  if (!SEGMENT_TYPES.includes(type as Segment['type'])) {
    throw new FlagDefinitionError(`type must be one of ${SEGMENT_TYPES.join(', ')}`);
  }
  const rules = segment.objects('rules', []).map((rule, index) => ({
    id: rule.string('id', `segment-rule-${index + 1}`),
    name: rule.string('name', `Rule ${index + 1}`),
    conditions: rule.objects('conditions', []).map((reader, at) => {
      const condition = readCondition(reader);
      const where = `rules[${index}].conditions[${at}]`;
      // FeatBit segments match on user properties only; nesting would make membership recursive.
      if (isSegmentCondition(condition)) {
        throw new FlagDefinitionError(`${where} cannot refer to another segment`);
      }
      if (!OPERATORS.includes(condition.op)) {
        throw new FlagDefinitionError(`${where}.op "${condition.op}" is not a FeatBit operator`);
      }
      return condition;
    }),
  }));
  return {
    id: segment.string('id', randomUUID()),
    envId: segment.string('envId', LAB_ENV_ID),
    name: segment.string('name', key),
    key,
    type: type as Segment['type'],
    included: segment.stringArray('included', []),
    excluded: segment.stringArray('excluded', []),
    rules,
    isArchived: segment.boolean('isArchived', false),
    updatedAt: segment.string('updatedAt', nowIso),
  };
}
