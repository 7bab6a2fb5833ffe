import { decodeQueryComponent } from './decodeQueryComponent';
import type { StartupWarning } from './StartupWarning';

/** Longer values are dropped: no real parameter comes close, and huge ones are abuse. */
export const MAX_VALUE_LENGTH = 2048;

/** `null` means the key appeared without '=' (`?needPostEvent`), which flags read as true. */
export type RawQueryValue = string | null;

export interface QueryPairs {
  readonly values: ReadonlyMap<string, RawQueryValue>;
  readonly warnings: readonly StartupWarning[];
}

// Keys that mean something to JavaScript objects; reported so a probing link shows up in logs.
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// C0, DEL and C1 controls, plus line separators and bidi overrides that can spoof logs and UI.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Splits a query string into the values of the keys the caller knows, in a Map so no key can
 * reach an object prototype. A leading '?' is optional and anything from '#' on is ignored.
 *
 * Repeated keys: the first occurrence wins, as with `URLSearchParams.get`, even when that first
 * value is dropped; a later duplicate never replaces it, so the meaning of a key does not depend
 * on whether an earlier copy happened to be valid.
 */
export function readQueryPairs(search: string, knownKeys: ReadonlySet<string>): QueryPairs {
  const values = new Map<string, RawQueryValue>();
  const warnings: StartupWarning[] = [];
  const seen = new Set<string>();
  const warnedOnce = new Set<string>();
  const warnOnce = (warning: StartupWarning): void => {
    const id = `${warning.key}\n${warning.reason}`;
    if (!warnedOnce.has(id)) {
      warnedOnce.add(id);
      warnings.push(warning);
    }
  };

  for (const segment of queryOf(search).split('&')) {
    if (segment === '') continue;
    const equals = segment.indexOf('=');
    const key = decodeQueryComponent(equals === -1 ? segment : segment.slice(0, equals));
    if (key === undefined) continue;
    if (RESERVED_KEYS.has(key)) {
      warnOnce({ key, reason: 'reserved-key' });
      continue;
    }
    if (!knownKeys.has(key)) continue;
    if (seen.has(key)) {
      warnOnce({ key, reason: 'repeated' });
      continue;
    }
    seen.add(key);
    if (equals === -1) {
      values.set(key, null);
      continue;
    }
    const value = decodeQueryComponent(segment.slice(equals + 1));
    if (value === undefined) warnOnce({ key, reason: 'malformed-encoding' });
    else if (value.length > MAX_VALUE_LENGTH) warnOnce({ key, reason: 'too-long' });
    else if (UNSAFE_CHARACTERS.test(value)) warnOnce({ key, reason: 'control-characters' });
    else values.set(key, value);
  }
  return { values, warnings };
}

function queryOf(search: string): string {
  const hash = search.indexOf('#');
  const withoutHash = hash === -1 ? search : search.slice(0, hash);
  return withoutHash.startsWith('?') ? withoutHash.slice(1) : withoutHash;
}
