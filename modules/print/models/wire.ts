/** Readers for untrusted answers: a field of the wrong type reads as absent, never throws. */
export type Wire = Readonly<Record<string, unknown>>;

const LONGEST_TEXT = 500;

export function wireOf(value: unknown): Wire {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Wire)
    : {};
}

export const wire = {
  text(fields: Wire, key: string): string {
    const value = fields[key];
    return typeof value === 'string' ? value.slice(0, LONGEST_TEXT) : '';
  },
  /** A non-negative safe integer (counts, ms epochs); anything else is null. */
  whole(fields: Wire, key: string): number | null {
    const value = fields[key];
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
  },
  list(fields: Wire, key: string): unknown[] {
    const value = fields[key];
    return Array.isArray(value) ? value : [];
  },
  oneOf<T extends string>(fields: Wire, key: string, allowed: readonly T[]): T | null {
    const value = fields[key];
    return allowed.find((each) => each === value) ?? null;
  },
  /** Ids are short plain tokens; anything else (markup, huge text) is dropped. */
  id(fields: Wire, key: string): string | null {
    const value = fields[key];
    return typeof value === 'string' && /^[\w:.-]{1,200}$/.test(value) ? value : null;
  },
} as const;
