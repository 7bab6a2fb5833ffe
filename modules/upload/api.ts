import type { HttpClient } from '@shell/http';
import { createAxiosTransport } from './pipeline/createAxiosTransport';
import { readTokenData, type UploadTokenData } from './pipeline/uploadDataFields';
import { toUploadError, UploadError } from './pipeline/UploadError';
import type { UploadTransport } from './pipeline/UploadTransport';
import { UPLOAD_TOKEN_PATH } from './uploadConstants';

/** The upload module's only HTTP seam; tests pass a fake transport. */
export interface UploadApi {
  transport: UploadTransport;
  fetchToken(): Promise<UploadTokenData>;
}

export function createUploadApi(transport: UploadTransport): UploadApi {
  return {
    transport,
    async fetchToken() {
      let data: unknown;
      try {
        ({ data } = await transport.send({ method: 'GET', url: UPLOAD_TOKEN_PATH }));
      } catch (error) {
        const failure = toUploadError(error);
        throw new UploadError('token', failure.message, failure.status, failure.response);
      }
      const token = readTokenData(data);
      if (!token) throw new UploadError('token', 'file upload failed', 200, data);
      return token;
    },
  };
}

export function createHttpUploadApi(http: HttpClient): UploadApi {
  return createUploadApi(createAxiosTransport(http.axios));
}
