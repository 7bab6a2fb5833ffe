/**
 * One cookie's value from a Cookie header, percent-decoded: undefined when absent, null when
 * present but malformed (cookies are untrusted; a bad one must never turn into a 500).
 */
export function readCookie(header: string | undefined, name: string): string | null | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return undefined;
}
