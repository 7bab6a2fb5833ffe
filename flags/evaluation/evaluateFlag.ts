import { flagVariations, findVariation } from './flagVariations';
import { isConditionMatch } from './isConditionMatch';
import { isNullOrWhiteSpace } from './isNullOrWhiteSpace';
import { rolloutResult } from './rolloutResult';
import type { Condition, EndUser, EvalResult, FeatureFlag, Segment } from './types';
import { asArray, asRecord, asString } from './untrusted';
import { userValueOf } from './userValueOf';

/**
 * One flag for one user, with the semantics of FeatBit's evaluation server (Evaluator.cs), not
 * its Node server SDK. The first step that applies wins: archived, disabled, targeted users,
 * rules in order, fallthrough.
 *
 * Flags are untrusted JSON. Where FeatBit would throw on malformed data, this evaluates what is
 * there: a flag not explicitly enabled is disabled, a missing list is empty, a malformed rule
 * or condition does not match, a dangling variation id gives { id: '', value: '' }.
 */
export function evaluateFlag(
  flag: FeatureFlag,
  user: EndUser,
  segments: readonly Segment[],
): EvalResult {
  const fields = asRecord(flag);
  if (fields.isArchived === true) {
    return { variation: null, reason: 'flag archived', sendToExperiment: false };
  }

  const options = flagVariations(flag);
  // Disabled wins over targeting: turning a flag off must turn it off for everyone.
  if (fields.isEnabled !== true) {
    const variation = findVariation(options, fields.disabledVariationId);
    return { variation, reason: 'flag disabled', sendToExperiment: false };
  }

  const exptIncludeAllTargets = fields.exptIncludeAllTargets === true;
  const keyId = asString(asRecord(user).keyId);
  const target =
    keyId === null
      ? undefined
      : asArray(fields.targetUsers).find((entry) =>
          asArray(asRecord(entry).keyIds).includes(keyId),
        );
  if (target !== undefined) {
    const variation = findVariation(options, asRecord(target).variationId);
    return { variation, reason: 'targeted', sendToExperiment: exptIncludeAllTargets };
  }

  const flagKey = asString(fields.key) ?? '';
  const matchedRule = asArray(fields.rules).find((rule) =>
    isRuleMatch(asRecord(rule).conditions, user, segments),
  );
  const rule = matchedRule === undefined ? asRecord(fields.fallthrough) : asRecord(matchedRule);
  return rolloutResult({
    variations: rule.variations,
    dispatchKey: dispatchKeyOf(flagKey, rule.dispatchKey, user),
    options,
    exptIncludeAllTargets,
    includedInExpt: rule.includedInExpt === true,
    reason: matchedRule === undefined ? 'default' : (asString(rule.name) ?? ''),
  });
}

/** All conditions must match; an empty list matches everyone, a missing one nobody. */
function isRuleMatch(conditions: unknown, user: EndUser, segments: readonly Segment[]): boolean {
  return (
    Array.isArray(conditions) &&
    conditions.every((condition: Condition) => isConditionMatch(condition, user, segments))
  );
}

/**
 * flag.key + the dispatch property's value, or + keyId when no property is set. Bucketing on a
 * tenant property keeps a whole tenant in one bucket; a user lacking it buckets on the key alone.
 */
function dispatchKeyOf(flagKey: string, dispatchKey: unknown, user: EndUser): string {
  const property = asString(dispatchKey);
  const value =
    property === null || isNullOrWhiteSpace(property)
      ? asString(asRecord(user).keyId)
      : userValueOf(user, property);
  return flagKey + (value ?? '');
}
