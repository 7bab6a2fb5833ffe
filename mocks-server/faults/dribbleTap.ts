import type { Response } from 'express';
import type { BodyTap, RawBody } from './tapBody';

/**
 * Sends the route's body `bytesPerChunk` at a time, `intervalMs` apart (the first piece at
 * once, so the headers are not delayed), like WireMock's chunked dribble delay.
 */
export function dribbleTap(
  res: Response,
  bytesPerChunk: number,
  intervalMs: number,
): (raw: RawBody) => BodyTap {
  return (raw) => {
    const queue: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    let ending = false;
    // A client that leaves mid-dribble must not keep a timer (and the process) alive.
    res.once('close', () => clearTimeout(timer));

    const pump = (): void => {
      timer = undefined;
      if (!res.socket || res.socket.destroyed) return;
      const piece = queue.shift();
      if (piece) raw.write(piece);
      if (queue.length > 0) schedule();
      else if (ending) raw.end();
    };
    const schedule = (): void => {
      timer ??= setTimeout(pump, intervalMs);
    };
    const kick = (): void => {
      if (timer) return;
      if (started) schedule();
      else {
        started = true;
        pump();
      }
    };

    return {
      write(chunk) {
        for (let offset = 0; offset < chunk.length; offset += bytesPerChunk) {
          queue.push(chunk.subarray(offset, offset + bytesPerChunk));
        }
        if (queue.length > 0) kick();
      },
      end() {
        ending = true;
        if (queue.length === 0 && !timer) raw.end();
        else kick();
      },
    };
  };
}
