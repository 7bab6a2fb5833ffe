import { isAxiosError, type AxiosResponse } from 'axios';
import { HttpError, POLICY_CHECK_CODE } from './HttpError';
import { httpMessages, type HttpLocale, type HttpMessages } from './httpMessages';
import { isPolicyCheckViolation } from './isPolicyCheckViolation';
import { readErrorBody } from './readErrorBody';

export interface ErrorMappingOptions {
  messages?: Record<HttpLocale, HttpMessages>;
  getLocale?: () => HttpLocale;
}

/** Code for a failure that is neither an HTTP response nor one of axios's own codes. */
export const UNKNOWN_CODE = 'error:unknown';

// A message is shown to a person; a megabyte of server output in a toast helps nobody.
const MAX_MESSAGE_LENGTH = 1000;

function clip(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

function messageText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return clip(raw);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  try {
    const json = JSON.stringify(raw);
    return json === undefined ? undefined : clip(json);
  } catch {
    return undefined;
  }
}

function localisedMessages(options: ErrorMappingOptions): HttpMessages {
  const catalogue = options.messages ?? httpMessages;
  const locale = options.getLocale?.() ?? 'zh-CN';
  return catalogue[locale] ?? catalogue['zh-CN'];
}

function fromResponse(
  response: AxiosResponse,
  cause: Error,
  options: ErrorMappingOptions,
): HttpError {
  const { status } = response;
  const body: unknown = response.data;
  const statusText = typeof response.statusText === 'string' ? response.statusText : '';
  const fallbackMessage = cause.message;
  const common = { status, data: body, showMessage: status !== 403, cause };
  try {
    const reading = readErrorBody(body);
    const showMessage = common.showMessage && !reading.hidden;
    if (isPolicyCheckViolation(reading.message)) {
      const message = localisedMessages(options).policyCheckViolation;
      const { errorCode } = reading;
      return new HttpError({ ...common, code: POLICY_CHECK_CODE, message, showMessage, errorCode });
    }
    const serverMessage = messageText(reading.message) || statusText || undefined;
    return new HttpError({
      ...common,
      code: reading.code ?? String(status),
      message: serverMessage ?? fallbackMessage,
      serverMessage,
      showMessage,
      errorCode: reading.errorCode,
    });
  } catch {
    // Never let a strange body turn a clear HTTP failure into a crash in the interceptor.
    return new HttpError({
      ...common,
      code: String(status),
      message: statusText || fallbackMessage,
      serverMessage: statusText || undefined,
    });
  }
}

/**
 * Turns whatever axios rejected with into an HttpError. A server answer is described by its
 * body and status; a failure without an answer keeps axios's code and message (ERR_NETWORK,
 * ECONNABORTED, ERR_CANCELED…) because callers and the spec's catalogue rely on them.
 */
export function toHttpError(error: unknown, options: ErrorMappingOptions = {}): HttpError {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error)) {
    if (error.response) return fromResponse(error.response, error, options);
    return new HttpError({
      code: error.code || UNKNOWN_CODE,
      message: error.message,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : messageText(error);
  return new HttpError({ code: UNKNOWN_CODE, message: message || 'Unknown error', cause: error });
}
