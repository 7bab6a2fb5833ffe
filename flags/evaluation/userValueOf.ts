import { isNullOrWhiteSpace } from './isNullOrWhiteSpace';
import type { EndUser } from './types';
import { asArray, asRecord, asString } from './untrusted';

/**
 * A user property as FeatBit's EndUser.ValueOf reads it: 'keyId' and 'name' (exact case), else
 * the first custom property with exactly that name, else "". A missing custom property is "" on
 * purpose, so NotEqual, NotContain and NotOneOf match users who lack it.
 *
 * null only when keyId or name itself is missing or not a string: .NET then holds null, and
 * FeatBit's operators never match a null, not even the Not* ones.
 */
export function userValueOf(user: EndUser, property: string): string | null {
  if (isNullOrWhiteSpace(property)) return '';
  const fields = asRecord(user);
  if (property === 'keyId') return asString(fields.keyId);
  if (property === 'name') return asString(fields.name);
  const match = asArray(fields.customizedProperties).find(
    (candidate) => asRecord(candidate).name === property,
  );
  // A property that is present but not a string counts as absent, as a .NET null value does.
  return asString(asRecord(match).value) ?? '';
}
