/** docs/upload.md minio message, and the server code that means the same. */
export const MD5_MISMATCH_MESSAGE = 'file upload failed, reason: file MD5 mismatch';
const MD5_MISMATCH_CODE = 'error:attachment:md5-mismatch';
const TOO_LARGE_CODE = 'error:attachment:too-large';

export type UploadErrorCode =
  | 'failed'
  | 'md5-mismatch'
  | 'cancelled'
  | 'timeout'
  | 'token'
  /** 413: the server will not take a file this big; the person is asked to compress it. */
  | 'too-large';

/** docs/upload.md: the upload flow rejects with the status and the response. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly code: UploadErrorCode;
  readonly status?: number;
  readonly response?: unknown;

  /** `cause` keeps the client's own error, so the shell's notifier can word a refused call. */
  constructor(
    code: UploadErrorCode,
    message: string,
    status?: number,
    response?: unknown,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    this.response = response;
  }
}

/** Any rejection as an UploadError; an abort stays a cancellation. */
export function toUploadError(error: unknown, fallback = 'file upload failed'): UploadError {
  if (error instanceof UploadError) return error;
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (
    fields.name === 'CanceledError' ||
    fields.name === 'AbortError' ||
    fields.code === 'error:ignore'
  ) {
    return new UploadError('cancelled', 'cancelled');
  }
  const status = typeof fields.status === 'number' ? fields.status : undefined;
  // The lab's multipart check (and a backend like it) names a checksum failure by code.
  if (fields.code === MD5_MISMATCH_CODE) {
    return new UploadError('md5-mismatch', MD5_MISMATCH_MESSAGE, status, fields.data);
  }
  const message = typeof fields.message === 'string' && fields.message ? fields.message : fallback;
  if (status === 413 || fields.code === TOO_LARGE_CODE) {
    return new UploadError('too-large', message, status, fields.data, error);
  }
  return new UploadError('failed', message, status, fields.data ?? fields.response, error);
}
