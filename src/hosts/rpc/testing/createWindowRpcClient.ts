import type { Clock } from '@shell/auth';
import { createPendingCalls } from './createPendingCalls';
import { RPC_CODES, RpcError, toRpcError } from '../RpcError';
import {
  readWindowRpcEnvelope,
  WINDOW_RPC_VERSION,
  type WindowRpcRequest,
} from '../windowRpcMessages';

export interface WindowRpcClientOptions {
  /** The window this page listens on for answers. */
  window: Window;
  /** The window that serves the calls (a parent, an opener or a frame's contentWindow). */
  target: Window;
  /** The server's exact origin: requests go only there, answers count only from there. */
  targetOrigin: string;
  clock: Clock;
  timeoutMs: number;
}

export interface RpcClient {
  call<T = unknown>(method: string, params?: unknown): Promise<T>;
  dispose(): void;
}

let clientCount = 0;

export function createWindowRpcClient(options: WindowRpcClientOptions): RpcClient {
  if (options.targetOrigin === '*' || options.targetOrigin === '') {
    throw new TypeError('A window RPC client needs an exact target origin, never "*"');
  }
  clientCount += 1;
  // Several clients may share one window: a per-client prefix keeps their ids apart.
  const prefix = `c${clientCount}-`;
  let nextId = 0;
  const pending = createPendingCalls(options.clock, options.timeoutMs);
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.targetOrigin || event.source !== options.target) return;
    const envelope = readWindowRpcEnvelope(event.data);
    if (!envelope || !pending.has(envelope.id) || 'method' in envelope) return;
    if ('error' in envelope) pending.reject(envelope.id, toRpcError(envelope.error));
    else pending.resolve(envelope.id, envelope.result);
  };
  options.window.addEventListener('message', listener);
  return {
    call<T>(method: string, params?: unknown): Promise<T> {
      nextId += 1;
      const id = `${prefix}${nextId}`;
      const request: WindowRpcRequest = { rpc: WINDOW_RPC_VERSION, id, method, params };
      const sent = () => options.target.postMessage(request, options.targetOrigin);
      return pending.send(id, method, sent) as Promise<T>;
    },
    dispose() {
      options.window.removeEventListener('message', listener);
      pending.rejectAll(new RpcError(RPC_CODES.closed, 'The RPC client was disposed'));
    },
  };
}
