import type { RpcErrorBody } from './RpcError';

/** A call's id as both protocols allow it. */
export type RpcId = string | number;

/** Window messaging RPC, version 1 (docs/host-verbs.md). */
export const WINDOW_RPC_VERSION = '1';

export interface WindowRpcRequest {
  rpc: typeof WINDOW_RPC_VERSION;
  id: RpcId;
  method: string;
  params?: unknown;
}

export type WindowRpcResponse =
  | { rpc: typeof WINDOW_RPC_VERSION; id: RpcId; result: unknown }
  | { rpc: typeof WINDOW_RPC_VERSION; id: RpcId; error: RpcErrorBody };

export function isRpcId(value: unknown): value is RpcId {
  return (
    (typeof value === 'string' && value.length <= 200) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Version-1 envelopes only; other traffic on the window is none of the RPC layer's business. */
export function readWindowRpcEnvelope(data: unknown): Record<string, unknown> | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  return record.rpc === WINDOW_RPC_VERSION ? record : null;
}
