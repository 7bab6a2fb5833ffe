import type { NextFunction, Request, Response } from 'express';
import type { StubResponse } from './ScenarioPreset';

export const SCENARIO_HEADER = 'X-Lab-Scenario';

/** How often a slow link re-checks its budget; short enough for a smooth progress bar. */
const THROTTLE_TICK_MS = 20;

/**
 * Holds the request's socket to `bytesPerSecond` without reading the body itself, so the route
 * behind still reads every byte. The socket is paused whenever it is ahead of its budget.
 */
function throttleRequest(req: Request, bytesPerSecond: number): void {
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
function afterShareOfBody(req: Request, percent: number, then: () => void): void {
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

function answer(res: Response, response: StubResponse, label: string): void {
  if (response.fault === 'CONNECTION_RESET_BY_PEER') {
    // An RST rather than a FIN: the browser reports a network error, not an answer.
    res.req.socket.resetAndDestroy();
    return;
  }
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
  res.setHeader(SCENARIO_HEADER, label);
  if (response.jsonBody !== undefined) res.json(response.jsonBody);
  else if (response.body !== undefined) res.send(response.body);
  else res.end();
}

/** Plays a matched stub: a slow link lets the route answer, everything else answers here. */
export function playStubResponse(
  context: { req: Request; res: Response; next: NextFunction },
  response: StubResponse,
  label: string,
): void {
  const { req, res, next } = context;
  if (response.fault === 'SLOW_LINK') {
    res.setHeader(SCENARIO_HEADER, label);
    throttleRequest(req, response.bytesPerSecond ?? 1);
    next();
    return;
  }
  if (response.afterRequestPercent === undefined) {
    answer(res, response, label);
    return;
  }
  afterShareOfBody(req, response.afterRequestPercent, () => answer(res, response, label));
}
