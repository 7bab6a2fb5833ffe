import { isOperatorMatch } from './operators';
import type { Condition, EndUser } from './types';
import { asRecord, asString } from './untrusted';
import { userValueOf } from './userValueOf';

/**
 * A property condition (not a segment one): the operator applied to the user's value. Segment
 * rules use only this, as FeatBit does, so segments cannot nest.
 */
export function isUserConditionMatch(condition: Condition, user: EndUser): boolean {
  const fields = asRecord(condition);
  const property = asString(fields.property);
  if (property === null) return false;
  return isOperatorMatch(
    asString(fields.op) ?? '',
    userValueOf(user, property),
    asString(fields.value),
  );
}
