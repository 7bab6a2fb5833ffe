import type { Response } from 'express';

export interface TappedBody {
  /** At most `limit` bytes, from the start of the body. */
  bytes: Buffer;
  /** Everything the route wrote, including what went past the limit. */
  totalBytes: number;
  truncated: boolean;
}

function encodingOf(encoding: unknown): BufferEncoding {
  return typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8';
}

/**
 * The first `room` bytes of a string chunk. In UTF-8 they come from at most `room` + 1 code units
 * (the extra one completes a surrogate pair), so a large JSON body is never encoded whole just
 * to keep its first kilobyte; other encodings are rare and encoded whole.
 */
function headOf(chunk: string, encoding: BufferEncoding, room: number): Buffer {
  const utf8 = encoding === 'utf8' || encoding.toLowerCase() === 'utf-8';
  const head = utf8 && chunk.length > room + 1 ? chunk.slice(0, room + 1) : chunk;
  return Buffer.from(head, encoding).subarray(0, room);
}

/** What one tap keeps of one response; a class rather than closures (see PendingEntry). */
class BodyCopy {
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  private totalBytes = 0;

  constructor(private readonly limit: number) {}

  /** A function in the chunk position is end(callback); undefined is a bare end(). */
  keep(chunk: unknown, encoding: unknown): void {
    const room = this.limit - this.keptBytes;
    if (typeof chunk === 'string') {
      const known = encodingOf(encoding);
      this.totalBytes += Buffer.byteLength(chunk, known);
      if (room > 0) this.add(headOf(chunk, known, room));
    } else if (chunk instanceof Uint8Array) {
      this.totalBytes += chunk.length;
      // Copied: a route may reuse its buffer after write returns.
      if (room > 0) this.add(Buffer.from(chunk.subarray(0, room)));
    }
  }

  body(): TappedBody {
    const { kept, keptBytes, totalBytes } = this;
    const bytes = kept.length === 1 ? kept[0] : Buffer.concat(kept);
    return { bytes, totalBytes, truncated: totalBytes > keptBytes };
  }

  private add(part: Buffer): void {
    this.kept.push(part);
    this.keptBytes += part.length;
  }
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
  const copy = new BodyCopy(limit);
  let ended = false;
  const originalWrite = res.write;
  const originalEnd = res.end;
  res.write = ((...args: unknown[]) => {
    copy.keep(args[0], args[1]);
    return Reflect.apply(originalWrite, res, args) as boolean;
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    // A second end() is a no-op for Node; it must not report the body twice either.
    if (ended) return Reflect.apply(originalEnd, res, args) as Response;
    ended = true;
    copy.keep(args[0], args[1]);
    onEnd(copy.body());
    return Reflect.apply(originalEnd, res, args) as Response;
  }) as Response['end'];
}
