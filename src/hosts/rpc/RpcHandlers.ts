import { NO_HANDLER_MESSAGE, RPC_CODES, RpcError, type RpcErrorBody } from './RpcError';

export interface RpcCallMeta {
  /** The caller's origin on window messaging; undefined on a private channel. */
  origin?: string;
}

/** Params come from another frame: every handler validates its own. */
export type RpcHandler = (params: unknown, meta: RpcCallMeta) => unknown;

export type RpcOutcome = { result: unknown } | { error: RpcErrorBody };

export interface RpcHandlers {
  register(method: string, handler: RpcHandler): () => void;
  run(method: string, params: unknown, meta: RpcCallMeta): Promise<RpcOutcome>;
}

/** A handler table (a Map, so '__proto__' and friends are just unknown methods). */
export function createRpcHandlers(
  initial: Record<string, RpcHandler> = {},
  failureCode: number = RPC_CODES.internalError,
): RpcHandlers {
  const handlers = new Map<string, RpcHandler>(Object.entries(initial));
  return {
    register(method, handler) {
      handlers.set(method, handler);
      return () => {
        if (handlers.get(method) === handler) handlers.delete(method);
      };
    },
    async run(method, params, meta) {
      const handler = handlers.get(method);
      if (!handler)
        return { error: { code: RPC_CODES.methodNotFound, message: NO_HANDLER_MESSAGE } };
      try {
        const result = await handler(params, meta);
        // JSON has no undefined, and a JSON-RPC answer must carry a result member.
        return { result: result === undefined ? null : result };
      } catch (error) {
        if (error instanceof RpcError)
          return { error: { code: error.code, message: error.message } };
        const message = error instanceof Error ? error.message : String(error);
        return { error: { code: failureCode, message } };
      }
    },
  };
}
