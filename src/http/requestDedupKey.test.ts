import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describeBody, requestIdentity } from './requestDedupKey';

function config(overrides: Partial<InternalAxiosRequestConfig>): InternalAxiosRequestConfig {
  return { headers: new AxiosHeaders(), method: 'post', url: 'http://h/api/x', ...overrides };
}

describe('describeBody', () => {
  it('keeps serialised bodies as they are', () => {
    expect(describeBody('{"a":1}')).toBe('{"a":1}');
  });

  it('treats a missing body as empty', () => {
    expect(describeBody(undefined)).toBe('');
    expect(describeBody(null)).toBe('');
  });

  it('writes form-encoded params as their query string', () => {
    expect(describeBody(new URLSearchParams('a=1'))).toBe('a=1');
  });

  it('writes plain objects with stable key order', () => {
    expect(describeBody({ b: 1, a: 2 })).toBe(describeBody({ a: 2, b: 1 }));
  });

  describe('when the body is binary or multipart', () => {
    it('cannot be compared, so the request is never shared', () => {
      expect(describeBody(new FormData())).toBeUndefined();
      expect(describeBody(new Blob(['x']))).toBeUndefined();
      expect(describeBody(new ArrayBuffer(2))).toBeUndefined();
    });
  });
});

describe('requestIdentity', () => {
  describe('when two requests differ only in method case', () => {
    it('sees the same request', () => {
      expect(requestIdentity(config({ method: 'POST' }))).toEqual(requestIdentity(config({})));
    });
  });

  describe('when the baseURL and URL join to the same address', () => {
    it('sees the same endpoint', () => {
      const joined = requestIdentity(config({ baseURL: 'http://h/api', url: 'x' }));
      expect(joined?.endpoint).toBe(requestIdentity(config({}))?.endpoint);
    });
  });

  describe('when the params differ', () => {
    it('sees different endpoints', () => {
      const a = requestIdentity(config({ params: { page: 1 } }));
      const b = requestIdentity(config({ params: { page: 2 } }));
      expect(a?.endpoint).not.toBe(b?.endpoint);
    });
  });

  describe('when only the body differs', () => {
    it('sees the same endpoint but different requests', () => {
      const a = requestIdentity(config({ data: '{"a":1}' }));
      const b = requestIdentity(config({ data: '{"a":2}' }));
      expect(a?.endpoint).toBe(b?.endpoint);
      expect(a?.request).not.toBe(b?.request);
    });
  });

  describe('when the body cannot be compared', () => {
    it('gives no identity', () => {
      expect(requestIdentity(config({ data: new FormData() }))).toBeUndefined();
    });
  });
});
