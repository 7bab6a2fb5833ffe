/*
 * Hosts report failures in their own shapes: HostHttpError {status, code, body}, server bodies
 * {error: {code}}, {errorCode}, {errcode}, {code}, DingTalk {errorCode}, Feishu {errno}. These
 * readers accept any of them without trusting any of them.
 */

const CODE_FIELDS = ['status', 'code', 'errorCode', 'errcode', 'errno'] as const;
const NESTED_FIELDS = ['body', 'error', 'data'] as const;
const MESSAGE_FIELDS = ['errString', 'errorMessage', 'errMsg', 'msg', 'errmsg', 'message'] as const;
const MAX_MESSAGE = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function collectCodes(value: unknown, out: Set<string>, depth: number): void {
  if (!isRecord(value) || depth > 3) return;
  for (const field of CODE_FIELDS) {
    const code = value[field];
    if (typeof code === 'number' && Number.isFinite(code)) out.add(String(code));
    if (typeof code === 'string' && code.length > 0 && code.length <= 100) out.add(code);
  }
  for (const field of NESTED_FIELDS) collectCodes(value[field], out, depth + 1);
}

/** Every code a failure carries, as strings (an HTTP status counts as a code). */
export function errorCodesOf(error: unknown): string[] {
  const codes = new Set<string>();
  collectCodes(error, codes, 0);
  return [...codes];
}

/** The first code a failure carries, as a string. */
export function errorCodeOf(error: unknown): string | undefined {
  return errorCodesOf(error)[0];
}

export function hasErrorCode(error: unknown, code: number | string): boolean {
  return errorCodesOf(error).includes(String(code));
}

/** A short, displayable message for any failure; never throws. */
export function errorMessageOf(error: unknown): string {
  let message: string | undefined;
  if (typeof error === 'string') message = error;
  else if (isRecord(error)) {
    for (const field of MESSAGE_FIELDS) {
      const value = error[field];
      if (typeof value === 'string' && value.trim()) {
        message = value;
        break;
      }
    }
  }
  const text = message?.trim() || 'unknown error';
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** The HTTP status of a HostHttpError (or any failure carrying a numeric `status`). */
export function statusOf(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
