import { badPreset } from './ScenarioError';

/** Names travel in admin URLs and the `X-Lab-Scenario` header, so they stay URL- and header-safe. */
export const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
/** States are free text like WireMock's ("Cart with one item"), minus control characters. */
export const STATE = /^\P{Cc}{1,64}$/u;

/**
 * An object with only the allowed keys. Unknown keys are refused because a typo such as
 * `requiredSate` would otherwise make a stub match in every state without anyone noticing.
 */
export function asRecord(
  value: unknown,
  where: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badPreset(`${where}: must be a JSON object`);
  }
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badPreset(`${where}: unknown field "${unknown[0]}" (allowed: ${allowed.join(', ')})`);
  }
  return record;
}

export function asString(value: unknown, where: string, pattern?: RegExp): string {
  if (typeof value !== 'string' || value === '') {
    throw badPreset(`${where}: must be a non-empty string`);
  }
  if (pattern && !pattern.test(value)) {
    throw badPreset(`${where}: "${value}" does not match ${pattern}`);
  }
  return value;
}

export function asOptionalString(value: unknown, where: string, pattern?: RegExp) {
  return value === undefined ? undefined : asString(value, where, pattern);
}

export function asStringMap(value: unknown, where: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badPreset(`${where}: must be a JSON object of strings`);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') throw badPreset(`${where}.${key}: must be a string`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}
