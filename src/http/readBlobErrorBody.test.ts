import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createErrorInterceptor } from './createErrorInterceptor';
import type { HttpError } from './HttpError';

function refusedFile(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: 'Gone', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
}

const mapped = (error: AxiosError) =>
  createErrorInterceptor({ getUnauthorizedHandler: () => undefined })(error).catch(
    (failure: unknown) => failure as HttpError,
  );

describe('a refused file download', () => {
  it('carries the server’s words from a JSON blob answer', async () => {
    const body = new Blob([JSON.stringify({ message: '附件已过期' })], {
      type: 'application/json',
    });
    const error = await mapped(refusedFile(410, body));
    expect(error.serverMessage).toBe('附件已过期');
    expect(error.status).toBe(410);
  });

  it('keeps the status text when the blob is not JSON', async () => {
    const body = new Blob(['<html>gone</html>'], { type: 'text/html' });
    expect((await mapped(refusedFile(410, body))).serverMessage).toBe('Gone');
  });

  it('stays silent on a 403 whatever the blob says', async () => {
    const body = new Blob([JSON.stringify({ message: '无权下载' })], { type: 'application/json' });
    expect((await mapped(refusedFile(403, body))).showMessage).toBe(false);
  });
});
