/** What an error response body says, read defensively: bodies from the network are untrusted. */
export interface ErrorBody {
  code?: string;
  /** Raw message, possibly an array of policy-check entries. */
  message?: unknown;
  errorCode?: string;
  hidden: boolean;
}

function read(source: unknown, key: string): unknown {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return undefined;
  try {
    return (source as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function asCode(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function firstPresent(...values: unknown[]): unknown {
  return values.find(isPresent);
}

function isHidden(source: unknown): boolean {
  return read(source, 'hiddenMessage') === true || read(source, 'hideMessage') === true;
}

/**
 * Reads the flat `message`/`msg` first, then the envelope `{ error: { code, message } }` (docs/http-and-errors.md);
 * anything else (HTML, null, a bare string) yields an empty reading.
 */
export function readErrorBody(body: unknown): ErrorBody {
  const envelope = read(body, 'error');
  const envelopeMessage = typeof envelope === 'string' ? envelope : read(envelope, 'message');
  return {
    code: asCode(read(envelope, 'code')),
    message: firstPresent(read(body, 'message'), read(body, 'msg'), envelopeMessage),
    errorCode: asCode(
      firstPresent(read(body, 'errorCode'), read(envelope, 'errorCode'), read(body, 'code')),
    ),
    hidden: isHidden(body) || isHidden(envelope),
  };
}
