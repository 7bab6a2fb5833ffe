import { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { HttpError } from './HttpError';
import { networkAdapterFor } from './networkAdapterFor';
import { requestIdentity, type RequestIdentity } from './requestDedupKey';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * 'token': a token call, shared when identical and superseded by a newer one with another
     * body. false: never share this request (for POSTs that must really repeat).
     */
    dedupe?: 'token' | false;
  }
}

/** docs/http-and-errors.md: identical requests started within this many ms share one network call. */
export const DEFAULT_DEDUP_WINDOW_MS = 1000;

export interface DedupAdapterOptions {
  now?: () => number;
  windowMs?: number;
  /** The adapter that really talks to the network; axios's default for the platform if unset. */
  adapter?: AxiosAdapter;
}

interface Flight {
  identity: RequestIdentity;
  startedAt: number;
  response: Promise<AxiosResponse>;
  /** Rejecters of callers waiting on a token call, so a newer call can cancel them. */
  waiters: Set<(error: HttpError) => void>;
}

const READS = new Set(['get', 'head', 'options']);

function dedupeKind(config: InternalAxiosRequestConfig): 'token' | 'post' | undefined {
  if (config.dedupe === 'token') return 'token';
  if (config.dedupe === false) return undefined;
  return config.method?.toLowerCase() === 'post' ? 'post' : undefined;
}

function waitFor(flight: Flight): Promise<AxiosResponse> {
  return new Promise<AxiosResponse>((resolve, reject) => {
    flight.waiters.add(reject);
    void flight.response.then(resolve, reject).then(() => flight.waiters.delete(reject));
  });
}

/**
 * Adapter that shares identical POSTs and token calls (Deduplication (docs/http-and-errors.md)). It wraps the
 * network adapter rather than sitting in an interceptor so that every call through the
 * instance gets it, including ones that add their own interceptors or retry.
 */
export function createDedupAdapter(options: DedupAdapterOptions = {}): AxiosAdapter {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? DEFAULT_DEDUP_WINDOW_MS;
  // Request identity (endpoint + body) → flight, kept for the window even once settled, so a
  // double submit just after a fast response still does not reach the server twice.
  const shared = new Map<string, Flight>();
  // Endpoint → its newest token call while that call is pending.
  const pendingTokenCalls = new Map<string, Flight>();

  const send = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const network = options.adapter ?? networkAdapterFor(config);
    return network(config);
  };

  const forgetExpired = (at: number) => {
    for (const [key, flight] of shared) {
      if (at - flight.startedAt >= windowMs) shared.delete(key);
    }
  };

  const start = (identity: RequestIdentity, config: InternalAxiosRequestConfig, at: number) => {
    const flight: Flight = { identity, startedAt: at, response: send(config), waiters: new Set() };
    shared.set(identity.request, flight);
    // A failure is not shared with a later caller: retrying after an error is deliberate.
    flight.response.catch(() => {
      if (shared.get(identity.request) === flight) shared.delete(identity.request);
    });
    return flight;
  };

  const startTokenCall = (
    identity: RequestIdentity,
    config: InternalAxiosRequestConfig,
    at: number,
  ) => {
    const older = pendingTokenCalls.get(identity.endpoint);
    // Only a different body supersedes: the same body again is the same refresh, not a newer one.
    if (older && older.identity.body !== identity.body) {
      // The older call is not aborted: a refresh that already reached the server may have
      // rotated the token, and aborting would not undo that. Only its callers are released;
      // the newer call, which carries the newer credentials, is the one that wins.
      const cancelled = HttpError.cancelled();
      for (const reject of older.waiters) reject(cancelled);
      if (shared.get(older.identity.request) === older) shared.delete(older.identity.request);
    }
    const flight = start(identity, config, at);
    pendingTokenCalls.set(identity.endpoint, flight);
    const release = () => {
      if (pendingTokenCalls.get(identity.endpoint) === flight) {
        pendingTokenCalls.delete(identity.endpoint);
      }
    };
    flight.response.then(release, release);
    return flight;
  };

  // A write changes what an earlier identical read answered: that answer is not shared after it.
  const forgetAnswersBefore = (config: InternalAxiosRequestConfig) => {
    if (READS.has(config.method?.toLowerCase() ?? 'get')) return;
    const tokenCalls = new Set(pendingTokenCalls.values());
    for (const [key, flight] of shared) if (!tokenCalls.has(flight)) shared.delete(key);
  };

  return function dedupAdapter(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
    const kind = dedupeKind(config);
    const identity = kind && requestIdentity(config);
    if (!kind || !identity) {
      forgetAnswersBefore(config);
      return send(config);
    }
    const at = now();
    forgetExpired(at);
    const existing = shared.get(identity.request);
    if (kind === 'post') return (existing ?? start(identity, config, at)).response;
    return waitFor(existing ?? startTokenCall(identity, config, at));
  };
}
