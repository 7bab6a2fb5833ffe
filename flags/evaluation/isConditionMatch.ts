import { isInSegment } from './isInSegment';
import { isUserConditionMatch } from './isUserConditionMatch';
import { parseJsonStringList } from './parseJsonStringList';
import type { Condition, EndUser, Segment } from './types';
import { asArray, asRecord, asString } from './untrusted';

/** The `property` of a condition that tests segment membership; its `value` is a JSON id list. */
export const IN_SEGMENT = 'User is in segment';
export const NOT_IN_SEGMENT = 'User is not in segment';

/**
 * One condition of a flag rule. A segment condition matches when the user is in any listed
 * segment (negated for NOT_IN_SEGMENT); an unknown segment id is a segment nobody is in.
 * A malformed id list matches in neither polarity: FeatBit throws there, and "not in" must not
 * then quietly include everyone.
 */
export function isConditionMatch(
  condition: Condition,
  user: EndUser,
  segments: readonly Segment[],
): boolean {
  const fields = asRecord(condition);
  if (fields.property !== IN_SEGMENT && fields.property !== NOT_IN_SEGMENT) {
    return isUserConditionMatch(condition, user);
  }

  const ids = parseJsonStringList(asString(fields.value) ?? '');
  if (!ids.valid || ids.values === null) return false;
  const known = asArray(segments);
  const inAny = ids.values.some((id) => {
    if (id === null) return false;
    const segment = known.find((candidate) => asRecord(candidate).id === id);
    return segment !== undefined && isInSegment(user, segment as Segment);
  });
  return fields.property === IN_SEGMENT ? inAny : !inAny;
}
