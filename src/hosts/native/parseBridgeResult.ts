export type BridgeResult =
  { ok: true; data: unknown } | { ok: false; code: number | 'malformed'; message: string };

/** The wrapper answers `{code: 0, data}` or `{code, message}` as JSON text; anything else is malformed. */
export function parseBridgeResult(resultJson: unknown): BridgeResult {
  let value: unknown = resultJson;
  if (typeof resultJson === 'string') {
    try {
      value = JSON.parse(resultJson);
    } catch {
      return {
        ok: false,
        code: 'malformed',
        message: 'The native bridge answered with invalid JSON',
      };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, code: 'malformed', message: 'The native bridge answered without a result' };
  }
  const { code, data, message } = value as Record<string, unknown>;
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) {
    return { ok: false, code: 'malformed', message: 'The native bridge answered without a code' };
  }
  if (numeric === 0) return { ok: true, data };
  const text = typeof message === 'string' && message !== '' ? message : `code ${numeric}`;
  return { ok: false, code: numeric, message: `The native bridge refused: ${text.slice(0, 500)}` };
}
