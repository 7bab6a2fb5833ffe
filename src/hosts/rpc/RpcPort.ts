/**
 * The part of a MessagePort the channel RPC uses. The DOM's MessagePort fits, and so does
 * Node's worker_threads port in tests.
 */
export interface RpcPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  /** Ports listened to with addEventListener deliver nothing until started. */
  start?(): void;
}

/**
 * Channel messages may arrive as structured clones or as JSON text; the answer goes back in the
 * same form so either kind of peer understands it.
 */
export function readChannelMessage(
  data: unknown,
): { value: unknown; asText: boolean } | { parseError: true } {
  if (typeof data !== 'string') return { value: data, asText: false };
  try {
    return { value: JSON.parse(data) as unknown, asText: true };
  } catch {
    return { parseError: true };
  }
}
