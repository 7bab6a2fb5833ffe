import type { Response } from 'express';
import type { BodyTap, RawBody } from './tapBody';

/**
 * Lets the first `afterBytes` body bytes through, then ends and destroys the socket, like
 * Toxiproxy's limit_data. A body that fits is delivered whole: there is nothing to cut.
 */
export function truncateTap(res: Response, afterBytes: number): (raw: RawBody) => BodyTap {
  return (raw) => {
    let sent = 0;
    let cut = false;
    const cutNow = (): void => {
      cut = true;
      // With nothing written yet, the headers still go out: the client sees a response start.
      if (!res.headersSent) res.flushHeaders();
      const socket = res.socket;
      // end() flushes what was written (and uncorks), then destroy() makes sure the keep-alive
      // connection is not reused for a response that was never finished.
      socket?.end(() => socket.destroy());
    };
    return {
      write(chunk) {
        if (cut || chunk.length === 0) return;
        const room = afterBytes - sent;
        if (chunk.length <= room) {
          raw.write(chunk);
          sent += chunk.length;
          return;
        }
        if (room > 0) raw.write(chunk.subarray(0, room));
        sent = afterBytes;
        cutNow();
      },
      end() {
        if (!cut) raw.end();
      },
    };
  };
}
