import type { Response } from 'express';

/** Where the route's body bytes go instead of straight to the socket. */
export interface BodyTap {
  write(chunk: Buffer): void;
  /** The route has ended its response. */
  end(): void;
}

export interface RawBody {
  write(chunk: Buffer, done?: () => void): void;
  end(): void;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0);
}

/**
 * Routes every body byte the real route (or compression, when the fault middleware sits before
 * it) writes through `tap`, which decides when, and whether, the bytes reach the wire. Headers
 * still go out with the first raw write, so Content-Length stays the route's own: a cut body
 * is then visibly short to the client.
 */
export function tapBody(res: Response, makeTap: (raw: RawBody) => BodyTap): void {
  const rawWrite = res.write.bind(res) as (chunk: Buffer, callback?: () => void) => boolean;
  const rawEnd = res.end.bind(res) as () => Response;
  const tap = makeTap({
    write: (chunk, done) => {
      rawWrite(chunk, done);
    },
    end: () => {
      rawEnd();
    },
  });
  const write = (chunk: unknown, encoding?: unknown, callback?: unknown): boolean => {
    const done = typeof encoding === 'function' ? encoding : callback;
    tap.write(toBuffer(chunk, encoding));
    // The tap owns timing now; the caller only needs to know its bytes were taken.
    if (typeof done === 'function') process.nextTick(() => (done as () => void)());
    return true;
  };
  const end = (chunk?: unknown, encoding?: unknown, callback?: unknown): Response => {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (chunk !== undefined && typeof chunk !== 'function') tap.write(toBuffer(chunk, encoding));
    tap.end();
    if (done) res.once('finish', done as () => void);
    return res;
  };
  res.write = write as Response['write'];
  res.end = end as Response['end'];
}
