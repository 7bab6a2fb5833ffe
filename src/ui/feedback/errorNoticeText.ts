import { httpMessages, IGNORE_CODE, POLICY_CHECK_CODE } from '@shell/http';
import type { Locale } from '@shell/i18n';
import { kitMessages } from '../kitMessages';

function fieldOf(error: unknown, key: string): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  try {
    return Reflect.get(error, key);
  } catch {
    return undefined;
  }
}

/**
 * Whether a failed action is kept from the person (docs/http-and-errors.md): a 403, a message the server
 * hid, and a superseded request say nothing.
 */
function isSilent(error: unknown): boolean {
  return (
    fieldOf(error, 'code') === IGNORE_CODE ||
    fieldOf(error, 'status') === 403 ||
    fieldOf(error, 'showMessage') === false
  );
}

/**
 * The one reading of a failed action for the person, in their locale: null when nothing must
 * be shown; the standard-violation message for a policy check; the server's own words
 * (message/msg, error.message, status text); the generic text only when the server said nothing
 * usable (a network failure, a crash in our code, an empty answer).
 */
export function errorNoticeText(error: unknown, locale: Locale): string | null {
  if (isSilent(error)) return null;
  if (fieldOf(error, 'code') === POLICY_CHECK_CODE) {
    return httpMessages[locale].policyCheckViolation;
  }
  const said = fieldOf(error, 'serverMessage');
  if (typeof said === 'string' && said.trim() !== '') return said;
  return kitMessages[locale].actionFailed;
}
