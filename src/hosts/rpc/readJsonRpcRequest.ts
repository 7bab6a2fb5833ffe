import { isRpcId } from './windowRpcMessages';

export const JSON_RPC_VERSION = '2.0';

export type JsonRpcReplyId = string | number | null;

export type JsonRpcRequestReading =
  | { kind: 'request'; id: JsonRpcReplyId; method: string; params: unknown }
  | { kind: 'notification'; method: string; params: unknown }
  /** A JSON-RPC answer travelling the other way on a shared port: not ours to handle. */
  | { kind: 'response' }
  | { kind: 'invalid'; id: JsonRpcReplyId };

/** Sorts an untrusted channel message by the JSON-RPC 2.0 rules for requests. */
export function readJsonRpcRequest(value: unknown): JsonRpcRequestReading {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'invalid', id: null };
  const record = value as Record<string, unknown>;
  const hasId = 'id' in record && record.id !== undefined;
  const idValid = !hasId || record.id === null || isRpcId(record.id);
  const id = hasId && idValid ? (record.id as JsonRpcReplyId) : null;
  if (
    record.jsonrpc === JSON_RPC_VERSION &&
    !('method' in record) &&
    ('result' in record || 'error' in record)
  ) {
    return { kind: 'response' };
  }
  const { method, params } = record;
  const paramsValid = params === undefined || (params !== null && typeof params === 'object');
  if (
    record.jsonrpc !== JSON_RPC_VERSION ||
    typeof method !== 'string' ||
    !idValid ||
    !paramsValid
  ) {
    return { kind: 'invalid', id };
  }
  return hasId ? { kind: 'request', id, method, params } : { kind: 'notification', method, params };
}
