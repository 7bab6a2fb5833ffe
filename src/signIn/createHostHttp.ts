import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from '../http';
import { HttpError } from '../http';
import { HostHttpError, type HostHttp } from '../hosts';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const codeLike = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** The error code whatever the host's shape: `error.code`, `errorCode`, `errcode` or `code`. */
export function hostErrorCodeOf(body: unknown): string | number | undefined {
  if (!isObj(body)) return undefined;
  const envelope = isObj(body.error) ? codeLike(body.error.code) : undefined;
  return codeLike(body.errorCode) ?? codeLike(body.errcode) ?? envelope ?? codeLike(body.code);
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 1000) : undefined;

/** The hosts' own message fields, which the shell's envelope mapping does not know. */
export function hostErrorMessageOf(body: unknown): string | undefined {
  return isObj(body) ? (text(body.errmsg) ?? text(body.errorMessage)) : undefined;
}

function toHostError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const code = hostErrorCodeOf(error.data) ?? error.errorCode ?? error.code;
  const message = hostErrorMessageOf(error.data) ?? error.message;
  return new HostHttpError(error.status ?? 0, code, message, error.data);
}

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (isObj(body)) {
    for (const [key, value] of Object.entries(body))
      if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}

/** Host adapters talk HTTP through the shell's one client; failures reach them as HostHttpError. */
export function createHostHttp(http: HttpClient): HostHttp {
  const clean = (params?: Record<string, string | undefined>) =>
    params && Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return {
    async get<T>(url: string, options?: { params?: Record<string, string | undefined> }) {
      try {
        return (await http.axios.get<T>(url, { params: clean(options?.params) })).data;
      } catch (error) {
        throw toHostError(error);
      }
    },
    async post<T>(
      url: string,
      body: unknown,
      options?: { params?: Record<string, string | undefined>; form?: boolean },
    ) {
      const config: AxiosRequestConfig = { params: clean(options?.params) };
      try {
        const data = options?.form ? formBody(body) : body;
        return (await http.axios.post<T>(url, data, config)).data;
      } catch (error) {
        throw toHostError(error);
      }
    },
  };
}
