import type { Request } from 'express';

/** How often a slow link re-checks its budget; short enough for a smooth progress bar. */
const THROTTLE_TICK_MS = 20;

/**
 * Holds the request's socket to `bytesPerSecond` without reading the body itself, so whatever
 * reads it behind still gets every byte. The socket is paused whenever it is ahead of its budget.
 */
export function throttleRequest(req: Request, bytesPerSecond: number): void {
  const { socket } = req;
  const start = socket.bytesRead;
  const began = Date.now();
  const timer = setInterval(() => {
    const allowed = ((Date.now() - began) / 1000) * bytesPerSecond;
    if (socket.bytesRead - start > allowed) socket.pause();
    else socket.resume();
  }, THROTTLE_TICK_MS);
  const stop = () => {
    clearInterval(timer);
    socket.resume();
  };
  req.once('end', stop);
  req.once('close', stop);
}

/** Calls `then` once `percent` of the body (by Content-Length) has arrived, or at its end. */
export function afterShareOfBody(req: Request, percent: number, then: () => void): void {
  const length = Number(req.header('content-length'));
  const threshold = Number.isFinite(length) ? (length * percent) / 100 : 0;
  let received = 0;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    then();
  };
  if (threshold <= 0 || req.readableEnded) {
    fire();
    req.resume();
    return;
  }
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= threshold) fire();
  });
  req.once('end', fire);
}
