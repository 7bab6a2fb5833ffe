import type { Clock } from '@shell/auth';
import { createPendingCalls } from './createPendingCalls';
import type { RpcClient } from './createWindowRpcClient';
import { RPC_CODES, RpcError, toRpcError } from '../RpcError';
import { JSON_RPC_VERSION } from '../readJsonRpcRequest';
import { readChannelMessage, type RpcPort } from '../RpcPort';

export interface ChannelRpcClient extends RpcClient {
  /** A JSON-RPC notification: no id, no answer. */
  notify(method: string, params?: unknown): void;
}

export function createChannelRpcClient(options: {
  port: RpcPort;
  clock: Clock;
  timeoutMs: number;
}): ChannelRpcClient {
  const { port } = options;
  let nextId = 0;
  const pending = createPendingCalls(options.clock, options.timeoutMs);
  const listener = (event: { data: unknown }) => {
    const read = readChannelMessage(event.data);
    if ('parseError' in read) return;
    const answer = read.value;
    if (answer === null || typeof answer !== 'object') return;
    const record = answer as Record<string, unknown>;
    // Requests travelling the other way on a shared port carry a method: they are not answers.
    if (record.jsonrpc !== JSON_RPC_VERSION || 'method' in record || !pending.has(record.id))
      return;
    if ('error' in record) pending.reject(record.id, toRpcError(record.error));
    else pending.resolve(record.id, record.result);
  };
  port.addEventListener('message', listener);
  port.start?.();
  const post = (message: Record<string, unknown>) => port.postMessage(message);
  return {
    call<T>(method: string, params?: unknown): Promise<T> {
      nextId += 1;
      const id = nextId;
      const sent = () => post({ jsonrpc: JSON_RPC_VERSION, id, method, params });
      return pending.send(id, method, sent) as Promise<T>;
    },
    notify(method, params) {
      post({ jsonrpc: JSON_RPC_VERSION, method, params });
    },
    dispose() {
      port.removeEventListener('message', listener);
      pending.rejectAll(new RpcError(RPC_CODES.closed, 'The RPC client was disposed'));
    },
  };
}
