import type { AxiosInstance } from 'axios';
import type { TransportRequest, TransportResponse, UploadTransport } from './UploadTransport';
import { toUploadError } from './UploadError';

/** The transport over the shell's axios client: its grant header, error mapping and progress. */
export function createAxiosTransport(axios: AxiosInstance): UploadTransport {
  return {
    async send(request: TransportRequest): Promise<TransportResponse> {
      try {
        const response = await axios.request({
          method: request.method,
          url: request.url,
          // Site addresses (object store, stored files) are not under the API base.
          baseURL: request.onSite ? '' : undefined,
          data: request.body,
          headers: request.headers,
          params: request.params,
          signal: request.signal,
          timeout: request.timeoutMs ?? 0,
          responseType: request.responseType ?? 'json',
          onUploadProgress: (event) =>
            request.onProgress?.(event.loaded, event.total ?? event.loaded),
        });
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers ?? {})) {
          if (typeof value === 'string') headers[name.toLowerCase()] = value;
        }
        return { status: response.status, data: response.data, headers };
      } catch (error) {
        throw toUploadError(error);
      }
    },
  };
}
