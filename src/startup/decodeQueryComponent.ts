/**
 * Decodes one key or value of a query string the way `URLSearchParams` does for well-formed
 * input ('+' is a space), so the shell and any code reading `location.search` agree. Malformed
 * percent-encoding gives `undefined` instead of throwing: the address is attacker-controlled.
 */
export function decodeQueryComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
