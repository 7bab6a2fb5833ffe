import type { Response } from 'express';

export interface TappedBody {
  /** At most `limit` bytes, from the start of the body. */
  bytes: Buffer;
  /** Everything the route wrote, including what went past the limit. */
  totalBytes: number;
  truncated: boolean;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') {
    const known = typeof encoding === 'string' && Buffer.isEncoding(encoding);
    return Buffer.from(chunk, known ? encoding : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  // A function in the chunk position is end(callback); undefined is a bare end().
  return null;
}

/**
 * Copies what the route writes by wrapping res.write and res.end. Whatever replaced them
 * earlier (compression) is still called with the same arguments, so the copy holds the bytes
 * the route produced, before that layer transformed them: mount the tap after compression().
 * `onEnd` runs inside res.end, before the response finishes.
 */
export function tapResponseBody(
  res: Response,
  limit: number,
  onEnd: (body: TappedBody) => void,
): void {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let totalBytes = 0;
  let ended = false;
  const keep = (chunk: unknown, encoding: unknown): void => {
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return;
    totalBytes += buffer.length;
    if (keptBytes >= limit) return;
    const part = buffer.subarray(0, limit - keptBytes);
    // Copied: a route may reuse its buffer after write returns.
    kept.push(Buffer.from(part));
    keptBytes += part.length;
  };
  const originalWrite = res.write;
  const originalEnd = res.end;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return Reflect.apply(originalWrite, res, args) as boolean;
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    // A second end() is a no-op for Node; it must not report the body twice either.
    if (ended) return Reflect.apply(originalEnd, res, args) as Response;
    ended = true;
    keep(args[0], args[1]);
    onEnd({ bytes: Buffer.concat(kept), totalBytes, truncated: totalBytes > keptBytes });
    return Reflect.apply(originalEnd, res, args) as Response;
  }) as Response['end'];
}
