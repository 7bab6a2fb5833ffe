const MAX_FIELD = 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.length > 0 && candidate.length <= MAX_FIELD)
      return candidate;
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
  }
  return undefined;
}

/**
 * Just enough of a host session answer to send the staff calls early: its session id and
 * corporation, where the session contract (contracts/hosts/hostSession.ts) finds them. Not the
 * app's reading of the answer: the shell reads the same answer with that contract when it takes
 * it, so this small script stays free of the schema library.
 */
export function earlySessionOf(
  body: unknown,
): { accessToken: string; corporationId?: string } | undefined {
  if (!isRecord(body)) return undefined;
  const value = isRecord(body.value) ? body.value : {};
  const accessToken = textOf(body.sessionId, value.sessionId);
  if (!accessToken) return undefined;
  return { accessToken, corporationId: textOf(body.corporationId, value.corporationId) };
}
