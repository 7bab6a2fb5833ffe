import type { Clock } from '@shell/auth';
import { RPC_CODES, RpcError } from '../RpcError';
import type { RpcId } from '../windowRpcMessages';

export interface PendingCalls {
  /** Starts call `id` and sends it with `post`; a send that throws rejects the call at once. */
  send(id: RpcId, method: string, post: () => void): Promise<unknown>;
  has(id: unknown): id is RpcId;
  resolve(id: RpcId, value: unknown): void;
  reject(id: RpcId, error: Error): void;
  rejectAll(error: Error): void;
}

/** Open calls of one client, each cut off by the injected clock after `timeoutMs`. */
export function createPendingCalls(clock: Clock, timeoutMs: number): PendingCalls {
  const pending = new Map<
    RpcId,
    { resolve(value: unknown): void; reject(error: Error): void; timer: unknown }
  >();
  const take = (id: RpcId) => {
    const call = pending.get(id);
    if (call) {
      pending.delete(id);
      clock.clearTimeout(call.timer);
    }
    return call;
  };
  const start = (id: RpcId, method: string) =>
    new Promise((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        pending.delete(id);
        reject(
          new RpcError(RPC_CODES.timeout, `RPC call ${method} timed out after ${timeoutMs} ms`),
        );
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
    });
  return {
    send: (id, method, post) => {
      const answer = start(id, method);
      try {
        post();
      } catch (error) {
        const message = `RPC call ${method} could not be sent: ${String(error)}`;
        take(id)?.reject(new RpcError(RPC_CODES.internalError, message));
      }
      return answer;
    },
    has: (id): id is RpcId => (typeof id === 'string' || typeof id === 'number') && pending.has(id),
    resolve: (id, value) => take(id)?.resolve(value),
    reject: (id, error) => take(id)?.reject(error),
    rejectAll: (error) => {
      for (const id of [...pending.keys()]) take(id)?.reject(error);
    },
  };
}
