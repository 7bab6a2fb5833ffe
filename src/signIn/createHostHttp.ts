import { isPlainObject } from '@contracts/core/fields';
import { parse } from '@contracts/core/parse';
import { hostErrorBodySchema } from '@contracts/session/hostErrorBody';
import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from '../http';
import { HttpError } from '../http';
import { HostHttpError, type HostHttp } from '../hosts';

/** The error code whatever the host's shape: `errorCode`, `errcode`, `error.code` or `code`. */
export function hostErrorCodeOf(body: unknown): string | number | undefined {
  return parse(hostErrorBodySchema, body).code;
}

/** The hosts' own message fields, which the shell's envelope mapping does not know. */
function hostErrorMessageOf(body: unknown): string | undefined {
  return parse(hostErrorBodySchema, body).message;
}

function toHostError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const code = hostErrorCodeOf(error.data) ?? error.errorCode ?? error.code;
  const message = hostErrorMessageOf(error.data) ?? error.message;
  return new HostHttpError(error.status ?? 0, code, message, error.data);
}

function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (isPlainObject(body)) {
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
