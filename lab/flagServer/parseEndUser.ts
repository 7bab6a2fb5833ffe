import type { EndUser } from '../../flags/evaluation/types';

/**
 * The user a client sends (data-sync `user`, the polling body). Only keyId is required, as in
 * the ES; custom values are stringified because FeatBit compares strings.
 */
export function parseEndUser(input: unknown): EndUser | null {
  if (typeof input !== 'object' || input === null) return null;
  const { keyId, name, customizedProperties } = input as Record<string, unknown>;
  if (typeof keyId !== 'string' || keyId === '') return null;
  const properties = Array.isArray(customizedProperties) ? customizedProperties : [];
  return {
    keyId,
    name: typeof name === 'string' ? name : '',
    customizedProperties: properties.flatMap((property: unknown) => {
      const entry = (property ?? {}) as { name?: unknown; value?: unknown };
      if (typeof entry.name !== 'string' || entry.value === undefined || entry.value === null) {
        return [];
      }
      const value = typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value);
      return [{ name: entry.name, value }];
    }),
  };
}

/**
 * Equal for the same keyId, name and custom properties in any order: the SDK keys its cache the
 * same way, so a change here means the client's timestamp belongs to another user's flags.
 */
export function userSignature(user: EndUser): string {
  const properties = (user.customizedProperties ?? [])
    .map((property) => [property.name, property.value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([user.keyId, user.name, properties]);
}
