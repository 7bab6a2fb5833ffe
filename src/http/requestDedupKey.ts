import type { InternalAxiosRequestConfig } from 'axios';
import { resolveRequestUrl } from './resolveRequestUrl';
import { stableStringify } from './stableStringify';

/**
 * Comparable text of a request body as the adapter sees it (after axios serialised it), or
 * undefined when bodies cannot be compared cheaply and safely (FormData, Blob, streams):
 * such requests are never shared.
 */
export function describeBody(data: unknown): string | undefined {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  if (Array.isArray(data)) return stableStringify(data);
  if (typeof data === 'object') {
    const proto: unknown = Object.getPrototypeOf(data);
    return proto === Object.prototype || proto === null ? stableStringify(data) : undefined;
  }
  return String(data);
}

export interface RequestIdentity {
  /** Method, absolute URL and params: "the same endpoint". */
  endpoint: string;
  /** Endpoint plus body: "the same request". */
  request: string;
  body: string;
}

export function requestIdentity(config: InternalAxiosRequestConfig): RequestIdentity | undefined {
  const body = describeBody(config.data);
  if (body === undefined) return undefined;
  const method = (config.method ?? 'get').toUpperCase();
  const endpoint = stableStringify([method, resolveRequestUrl(config), config.params ?? null]);
  return { endpoint, request: stableStringify([endpoint, body]), body };
}
