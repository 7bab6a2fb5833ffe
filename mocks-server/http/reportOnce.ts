import { issuedSecrets } from '../journal/SecretRegistry';

const reported = new Set<string>();

/**
 * Logs an error the lab survived, once per distinct message and stack: a hostile client
 * repeating one request must not flood the log a person is reading.
 */
export function reportOnce(err: unknown, where: string): boolean {
  // A message may quote a request, and with it a token: the log is masked like the journal.
  const detail = issuedSecrets.mask(
    err instanceof Error ? (err.stack ?? err.message) : String(err),
  );
  if (reported.has(detail)) return false;
  reported.add(detail);
  console.error(`[lab] survived an error in ${where}:\n${detail}`);
  return true;
}
