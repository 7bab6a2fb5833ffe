import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@shell/http';

/** A transport that answers from a script and records what was sent; axios itself is real. */
export function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = { axios: axios.create({ baseURL: '/api', adapter }) } as unknown as HttpClient;
  return { http, sent };
}
