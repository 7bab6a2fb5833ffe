import type { HostHttp, HostHttpRequest } from '../HostBridge';
import { proxyThroughHttp } from './proxyThroughHttp';

function seam(withRequest: boolean) {
  const calls: unknown[][] = [];
  const http: HostHttp = {
    get: async <T>(...args: unknown[]) => (calls.push(['get', ...args]), 'got' as T),
    post: async <T>(...args: unknown[]) => (calls.push(['post', ...args]), 'posted' as T),
  };
  if (withRequest) {
    http.request = async <T>(request: HostHttpRequest) => (
      calls.push(['request', request]),
      'sent' as T
    );
  }
  return { http, calls };
}

describe('proxyThroughHttp', () => {
  describe('when the seam has only get and post', () => {
    it('sends a GET with its data as string query parameters', async () => {
      const { http, calls } = seam(false);
      const data = { page: 1, on: true, none: null, filter: { a: 1 } };
      await expect(proxyThroughHttp(http, { url: '/v1/a', data })).resolves.toBe('got');
      expect(calls).toEqual([
        ['get', '/v1/a', { params: { page: '1', on: 'true', none: undefined, filter: '{"a":1}' } }],
      ]);
    });

    it('sends a form POST when the serializer says form', async () => {
      const { http, calls } = seam(false);
      await proxyThroughHttp(http, {
        url: '/v1/b',
        method: 'POST',
        data: { a: 1 },
        serializer: 'form',
      });
      expect(calls).toEqual([['post', '/v1/b', { a: 1 }, { form: true }]]);
    });

    it.each([
      ['a PUT', { url: '/v1/c', method: 'PUT' as const }],
      ['extra headers', { url: '/v1/c', headers: { 'X-Trace': '1' } }],
    ])('refuses %s rather than send less than asked', async (_label, request) => {
      const { http, calls } = seam(false);
      await expect(proxyThroughHttp(http, request)).rejects.toThrow(/cannot proxy/);
      expect(calls).toEqual([]);
    });
  });

  describe('when the seam offers request', () => {
    it('sends any method with its headers', async () => {
      const { http, calls } = seam(true);
      const request = {
        url: '/v1/d',
        method: 'DELETE' as const,
        data: { id: 1 },
        headers: { 'X-A': 'b' },
      };
      await expect(proxyThroughHttp(http, request)).resolves.toBe('sent');
      expect(calls).toEqual([
        [
          'request',
          {
            url: '/v1/d',
            method: 'DELETE',
            params: undefined,
            data: { id: 1 },
            headers: { 'X-A': 'b' },
            form: false,
          },
        ],
      ]);
    });
  });
});
