// Parsing a multi-megabyte string just to look for a policy check is not worth the freeze.
const MAX_PARSED_LENGTH = 1_000_000;

function parseJsonArray(text: string): unknown[] | undefined {
  if (text.length > MAX_PARSED_LENGTH) return undefined;
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function field(entry: unknown, key: string): unknown {
  return entry !== null && typeof entry === 'object'
    ? (entry as Record<string, unknown>)[key]
    : undefined;
}

/**
 * docs/http-and-errors.md: a message that is a list of check results, led by a policyCheck entry, in which any
 * entry forbids submitting. The server sends it as an array or as an array serialised into a
 * string, so both are accepted.
 */
export function isPolicyCheckViolation(message: unknown): boolean {
  try {
    const entries = Array.isArray(message)
      ? message
      : typeof message === 'string'
        ? parseJsonArray(message)
        : undefined;
    if (!entries || entries.length === 0) return false;
    if (field(entries[0], 'type') !== 'policyCheck') return false;
    return entries.some((entry) => field(entry, 'allowSubmit') === false);
  } catch {
    // A hostile body (throwing getters, proxies) is simply not a policy check.
    return false;
  }
}
