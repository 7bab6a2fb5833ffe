import type { HttpClient } from '@shell/http';
import { createAxiosTransport } from './pipeline/createAxiosTransport';
import type { UploadTokenData } from './pipeline/uploadDataFields';
import { toUploadError, UploadError } from './pipeline/UploadError';
import { readUploadTarget, SERVER_TARGET, type UploadTarget } from './pipeline/uploadTarget';
import type { UploadTransport } from './pipeline/UploadTransport';
import { UPLOAD_TOKEN_PATH } from './uploadConstants';

/** The upload module's only HTTP seam; tests pass a fake transport. */
export interface UploadApi {
  transport: UploadTransport;
  /** The tenant's storage from the token answer; a server without the call keeps files itself. */
  fetchTarget(): Promise<UploadTarget>;
  /** Fresh token data for the cloud paths (a retry, an expired STS token). */
  fetchToken(): Promise<UploadTokenData>;
}

export function createUploadApi(transport: UploadTransport): UploadApi {
  const fetchTarget = async (): Promise<UploadTarget> => {
    let data: unknown;
    try {
      ({ data } = await transport.send({ method: 'GET', url: UPLOAD_TOKEN_PATH }));
    } catch (error) {
      const failure = toUploadError(error);
      if (failure.status === 404) return SERVER_TARGET;
      throw new UploadError(
        'token',
        failure.message,
        failure.status,
        failure.response,
        failure.cause,
      );
    }
    try {
      return readUploadTarget(data);
    } catch {
      throw new UploadError('token', 'file upload failed', 200, data);
    }
  };
  return {
    transport,
    fetchTarget,
    async fetchToken() {
      const target = await fetchTarget();
      if (target.kind === 'oss' || target.kind === 'put') return target.tokenData;
      throw new UploadError('token', 'file upload failed', 200, target);
    },
  };
}

export function createHttpUploadApi(http: HttpClient): UploadApi {
  return createUploadApi(createAxiosTransport(http.axios));
}
