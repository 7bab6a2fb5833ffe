export interface CountExpectation {
  /** Exactly this many. */
  count?: number;
  /** At least this many. */
  atLeast?: number;
  /** At most this many. */
  atMost?: number;
}

export type ParsedCountExpectation = { expected: CountExpectation } | { problem: string };

const KEYS = ['count', 'atLeast', 'atMost'] as const;

/**
 * Reads `count`, `atLeast` and `atMost` (non-negative integers; several may be combined, all
 * must hold). At least one is required: a verify without a bound would always pass.
 */
export function parseCountExpectation(params: URLSearchParams): ParsedCountExpectation {
  const expected: CountExpectation = {};
  for (const key of KEYS) {
    const text = params.get(key);
    if (text === null) continue;
    if (!/^\d+$/.test(text)) {
      return { problem: `${key} must be a non-negative integer, got "${text}"` };
    }
    expected[key] = Number(text);
  }
  if (Object.keys(expected).length === 0) {
    return { problem: 'verify needs count, atLeast or atMost' };
  }
  return { expected };
}

export function meetsExpectation(actual: number, expected: CountExpectation): boolean {
  if (expected.count !== undefined && actual !== expected.count) return false;
  if (expected.atLeast !== undefined && actual < expected.atLeast) return false;
  if (expected.atMost !== undefined && actual > expected.atMost) return false;
  return true;
}
