/** One HTTP call of an upload strategy; the seam tests replace with a fake. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** A site address (file, object store) rather than a path under the API base. */
  onSite?: boolean;
  headers?: Record<string, string>;
  body?: FormData | Blob;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** 0 or unset: none (docs/upload.md client default). */
  timeoutMs?: number;
  responseType?: 'json' | 'blob';
  onProgress?: (loaded: number, total: number) => void;
}

export interface TransportResponse {
  status: number;
  data: unknown;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
}

export interface UploadTransport {
  send(request: TransportRequest): Promise<TransportResponse>;
}
