import type { HttpError } from './HttpError';
import { readBlobErrorBody } from './readBlobErrorBody';
import { toHttpError, type ErrorMappingOptions } from './toHttpError';

/** Session policy (sign out, go to /login…) lives outside transport and is plugged in here. */
export type UnauthorizedHandler = (error: HttpError) => void | Promise<void>;

export interface ErrorInterceptorOptions extends ErrorMappingOptions {
  getUnauthorizedHandler(): UnauthorizedHandler | undefined;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function reportHandlerFailure(failure: unknown): void {
  console.error('[http] the unauthorized handler failed', failure);
}

// A broken handler must not replace the error the caller is waiting for, so its failures,
// synchronous or not, are reported and swallowed.
function notify(handler: UnauthorizedHandler, error: HttpError): void {
  try {
    const result = handler(error);
    if (isThenable(result)) result.then(undefined, reportHandlerFailure);
  } catch (failure) {
    reportHandlerFailure(failure);
  }
}

/**
 * Response-error interceptor: every rejection leaves the client as an HttpError. A 401 (or a
 * code that means one) also tells the session, and the caller still gets the rejection.
 */
export function createErrorInterceptor(options: ErrorInterceptorOptions) {
  return async function rejectWithHttpError(error: unknown): Promise<never> {
    await readBlobErrorBody(error);
    const httpError = toHttpError(error, options);
    // Errors already mapped (a superseded token call) were never a server verdict on the session.
    if (httpError !== error && httpError.isUnauthorized) {
      const handler = options.getUnauthorizedHandler();
      if (handler) notify(handler, httpError);
    }
    throw httpError;
  };
}
