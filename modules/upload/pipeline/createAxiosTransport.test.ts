import { createHttpClient } from '@shell/http';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createAxiosTransport } from './createAxiosTransport';

function clientAnswering(
  answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown },
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({ baseURL: '/api' });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
    const { status, data } = answer(config);
    const response = { status, data, statusText: '', headers: { ETag: '"ab"' }, config };
    if (status >= 400) {
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, config, response });
    }
    return response;
  };
  http.axios.defaults.adapter = adapter;
  return { transport: createAxiosTransport(http.axios), seen };
}

describe('createAxiosTransport', () => {
  it('sends API paths under the base, site addresses as they are, and reports progress', async () => {
    const { transport, seen } = clientAnswering(() => ({ status: 200, data: { value: 1 } }));
    const progress = jest.fn();
    const answer = await transport.send({
      method: 'PUT',
      url: '/__lab/x',
      onSite: true,
      onProgress: progress,
    });
    await transport.send({ method: 'GET', url: '/v1/attachment/attachments/token' });
    expect(seen.map((config) => config.baseURL)).toEqual(['', '/api']);
    expect(progress).toHaveBeenCalledWith(5, 10);
    expect(answer).toEqual({ status: 200, data: { value: 1 }, headers: { etag: '"ab"' } });
  });

  it('rejects with the status and a checksum failure as md5-mismatch', async () => {
    const { transport } = clientAnswering(() => ({
      status: 400,
      data: {
        error: {
          code: 'error:attachment:md5-mismatch',
          message: 'file checksum (md5) does not match',
        },
      },
    }));
    await expect(transport.send({ method: 'POST', url: '/v1/x' })).rejects.toMatchObject({
      code: 'md5-mismatch',
      status: 400,
      message: 'file upload failed, reason: file MD5 mismatch',
    });
  });

  it('rejects a 500 as a failure carrying the status', async () => {
    const { transport } = clientAnswering(() => ({
      status: 500,
      data: { error: { code: 'error:common:internal', message: 'file upload failed' } },
    }));
    await expect(transport.send({ method: 'POST', url: '/v1/x' })).rejects.toMatchObject({
      code: 'failed',
      status: 500,
    });
  });
});
