import { HttpError } from '@shell/http';
import { MD5_MISMATCH_MESSAGE, toUploadError, UploadError } from './UploadError';

describe('toUploadError', () => {
  it('keeps an UploadError as it is', () => {
    const error = new UploadError('timeout', 'upload timed out');
    expect(toUploadError(error)).toBe(error);
  });

  it('reads an abort or a superseded call as a cancellation', () => {
    expect(toUploadError(new DOMException('stop', 'AbortError')).code).toBe('cancelled');
    expect(toUploadError({ name: 'CanceledError' }).code).toBe('cancelled');
  });

  it('names a checksum failure by the server code', () => {
    const error = toUploadError(
      new HttpError({ code: 'error:attachment:md5-mismatch', message: 'x', status: 400 }),
    );
    expect([error.code, error.message]).toEqual(['md5-mismatch', MD5_MISMATCH_MESSAGE]);
  });

  it('reads a 413 or the too-large code as too large, so the person is asked to compress', () => {
    expect(
      toUploadError(new HttpError({ code: 'error:unknown', message: 'x', status: 413 })).code,
    ).toBe('too-large');
    expect(
      toUploadError(new HttpError({ code: 'error:attachment:too-large', message: 'x' })).code,
    ).toBe('too-large');
  });

  it('falls back to a failed upload with the status kept', () => {
    const error = toUploadError(
      new HttpError({ code: 'error:common:internal', message: '', status: 500 }),
    );
    expect([error.code, error.message, error.status]).toEqual([
      'failed',
      'file upload failed',
      500,
    ]);
    expect(toUploadError('odd').code).toBe('failed');
  });

  it('keeps the client’s own error as the cause, for the shell’s notifier to word', () => {
    const refused = new HttpError({
      code: '503',
      message: 'busy',
      serverMessage: 'busy',
      status: 503,
    });
    expect(toUploadError(refused).cause).toBe(refused);
  });
});
