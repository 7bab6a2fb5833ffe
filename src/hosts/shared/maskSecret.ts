/** Enough of a code or token to tell two apart in a log, never enough to use it. */
export function maskSecret(secret: string | undefined): string {
  if (!secret) return '(none)';
  return `${secret.slice(0, 4)}…(${secret.length})`;
}
