export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Client side: no answer within the timeout. */
  timeout: -32000,
  /** Client side: the client was disposed with the call still open. */
  closed: -32001,
  /** Window messaging (version 1): a handler failed (Overlay and RPC (docs/host-verbs.md): code -1). */
  handlerFailed: -1,
} as const;

export const NO_HANDLER_MESSAGE = 'No handler found for method';

/** A failed RPC call; handlers may throw it to answer with their own code. */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

/** Reads an error member from an untrusted answer; anything odd still rejects the call. */
export function toRpcError(body: unknown): RpcError {
  if (body === null || typeof body !== 'object')
    return new RpcError(RPC_CODES.internalError, 'Malformed RPC error');
  const { code, message, data } = body as Record<string, unknown>;
  return new RpcError(
    typeof code === 'number' && Number.isFinite(code) ? code : RPC_CODES.internalError,
    typeof message === 'string' ? message.slice(0, 1000) : 'RPC call failed',
    data,
  );
}
