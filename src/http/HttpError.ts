/** Code of a failure the caller should drop silently (docs/http-and-errors.md: a superseded request). */
export const IGNORE_CODE = 'error:ignore';

/** Code given when a policy check forbids submitting the bill. */
export const POLICY_CHECK_CODE = 'error:policy-check';

/** Codes the backend uses to mean "treat this as a 401" (Codes and their handling (docs/http-and-errors.md)). */
export const UNAUTHORIZED_CODES: readonly string[] = [
  'error:common:unauthorized',
  'error:common:access-token-expired',
  'error:common:access-token-invalid',
];

export interface HttpErrorInit {
  code: string;
  message: string;
  status?: number;
  showMessage?: boolean;
  serverMessage?: string;
  errorCode?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * The only error type the HTTP client rejects with, so callers branch on `code`/`status`
 * instead of on axios internals or raw response bodies.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: string;
  readonly status?: number;
  readonly showMessage: boolean;
  /**
   * What the server said for a person (its message, else its status text); absent when it said
   * nothing usable, so the person gets a localized generic text instead of axios's English.
   */
  readonly serverMessage?: string;
  readonly errorCode?: string;
  readonly data?: unknown;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.showMessage = init.showMessage ?? true;
    this.serverMessage = init.serverMessage;
    this.errorCode = init.errorCode;
    this.data = init.data;
  }

  /** True for failures the UI must not surface at all. */
  get isIgnorable(): boolean {
    return this.code === IGNORE_CODE;
  }

  get isUnauthorized(): boolean {
    // The code may arrive in the envelope (code) or flat in the body (errorCode).
    return (
      this.status === 401 ||
      UNAUTHORIZED_CODES.includes(this.code) ||
      (this.errorCode !== undefined && UNAUTHORIZED_CODES.includes(this.errorCode))
    );
  }

  static cancelled(): HttpError {
    return new HttpError({
      code: IGNORE_CODE,
      message: 'This request has been cancelled',
      showMessage: false,
    });
  }
}
