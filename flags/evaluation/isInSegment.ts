import { isUserConditionMatch } from './isUserConditionMatch';
import type { Condition, EndUser, Segment } from './types';
import { asArray, asRecord, asString } from './untrusted';

/**
 * FeatBit's segment membership: excluded beats included, included beats the rules, and a rule
 * matches when all its conditions do. `isArchived` is not consulted, as in FeatBit: archiving a
 * segment does not change the flags that still reference it.
 */
export function isInSegment(user: EndUser, segment: Segment): boolean {
  const fields = asRecord(segment);
  const keyId = asString(asRecord(user).keyId);
  if (keyId !== null) {
    if (asArray(fields.excluded).includes(keyId)) return false;
    if (asArray(fields.included).includes(keyId)) return true;
  }
  return asArray(fields.rules).some((rule) => {
    const conditions = asRecord(rule).conditions;
    // A rule without a conditions array is malformed: it must not take in every user.
    return (
      Array.isArray(conditions) &&
      conditions.every((condition: Condition) => isUserConditionMatch(condition, user))
    );
  });
}
