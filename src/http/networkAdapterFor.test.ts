import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { networkAdapterFor } from './networkAdapterFor';

const request = (method: string): InternalAxiosRequestConfig => ({
  method,
  url: '/api/v1/flow/flows/b1',
  headers: new AxiosHeaders(),
});

describe('networkAdapterFor', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = realFetch ?? jest.fn();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends a read through fetch past the HTTP cache, so a hung read never holds up the next', () => {
    const config = request('get');
    expect(networkAdapterFor(config)).toBe(axios.getAdapter('fetch', config));
    expect(config.fetchOptions).toMatchObject({ cache: 'no-store' });
  });

  it('leaves a write on axios’s default adapter, untouched', () => {
    const config = request('post');
    expect(networkAdapterFor(config)).toBe(axios.getAdapter(axios.defaults.adapter, config));
    expect(config.fetchOptions).toBeUndefined();
  });

  it('leaves a read with a timeout on axios’s default adapter, whose timeout code callers know', () => {
    const config = { ...request('get'), timeout: 30 };
    expect(networkAdapterFor(config)).toBe(axios.getAdapter(axios.defaults.adapter, config));
  });

  it('sends a read through an adapter put in axios’s default place, as a test’s network is', () => {
    const original = axios.defaults.adapter;
    const scripted = jest.fn();
    axios.defaults.adapter = scripted;
    try {
      expect(networkAdapterFor(request('get'))).toBe(scripted);
    } finally {
      axios.defaults.adapter = original;
    }
  });
});
