import { IN_SEGMENT, NOT_IN_SEGMENT } from '../../flags/evaluation';
import type { Condition, FeatureFlag } from '../../flags/evaluation/types';

/** FeatBit marks a segment condition by these exact property names (docs/flags.md). */
export const SEGMENT_PROPERTIES: readonly string[] = [IN_SEGMENT, NOT_IN_SEGMENT];

export function isSegmentCondition(condition: Condition): boolean {
  return SEGMENT_PROPERTIES.includes(condition.property);
}

/** A JSON array of strings, or null: the shape of IsOneOf values and segment condition values. */
export function parseStringList(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** The segments a flag's rules name, so a segment change knows which flags to re-send. */
export function referencedSegmentIds(flag: FeatureFlag): string[] {
  const ids = new Set<string>();
  for (const rule of flag.rules) {
    for (const condition of rule.conditions) {
      if (isSegmentCondition(condition)) {
        for (const id of parseStringList(condition.value) ?? []) ids.add(id);
      }
    }
  }
  return [...ids];
}
