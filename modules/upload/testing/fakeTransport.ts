import type {
  TransportRequest,
  TransportResponse,
  UploadTransport,
} from '../pipeline/UploadTransport';

export interface FakeTransport extends UploadTransport {
  requests: TransportRequest[];
}

/** Answers from a function of the request, reporting full progress first, and records it. */
export function fakeTransport(
  answer: (request: TransportRequest) => Partial<TransportResponse> | Error = () => ({}),
): FakeTransport {
  const requests: TransportRequest[] = [];
  return {
    requests,
    async send(request) {
      requests.push(request);
      if (request.signal?.aborted)
        throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      const size = request.body instanceof Blob ? request.body.size : 100;
      request.onProgress?.(Math.floor(size / 2), size);
      const result = answer(request);
      if (result instanceof Error) throw result;
      request.onProgress?.(size, size);
      return { status: 200, data: '', headers: {}, ...result };
    },
  };
}

/** The text parts of a multipart body, by name. */
export function formFields(body: TransportRequest['body']): Record<string, string> {
  if (!(body instanceof FormData)) return {};
  const fields: Record<string, string> = {};
  body.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
