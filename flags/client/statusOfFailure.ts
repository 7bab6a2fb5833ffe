/**
 * The HTTP status behind an SDK failure, if one can be found.
 *
 * SDK 4.2.15 loses it: its Requestor puts the status on `code` (StreamingError), the poller
 * reads `status`, finds nothing and wraps the error in a PollingError whose `status` is
 * undefined and whose message embeds the original one ("Received I/O error (Unexpected status
 * code: 401) for polling request - giving up permanently"). So the fields are tried first, for
 * SDK versions that fill them, and then the message text.
 */
export function statusOfFailure(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, message } = error as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (isHttpStatus(status)) return status;
  if (isHttpStatus(code)) return code;
  if (typeof message !== 'string') return undefined;
  const match = /status code:? (\d{3})\b/i.exec(message) ?? /\berror (\d{3})\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

/** docs/flags.md: HTTP errors are recoverable except 4xx other than 400, 408 and 429. */
export function isUnrecoverableStatus(status: number | undefined): boolean {
  if (status === undefined) return false;
  return status >= 400 && status < 500 && status !== 400 && status !== 408 && status !== 429;
}
