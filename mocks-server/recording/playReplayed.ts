import type { Request, Response } from 'express';
import { dribbleTap } from '../faults/dribbleTap';
import { tapBody } from '../faults/tapBody';
import { truncateTap } from '../faults/truncateTap';
import { afterShareOfBody, throttleRequest } from '../scenarios/requestPacing';
import type { HttpEntry } from './Recording';
import { sendReplayed } from './sendReplayed';

/** Answers once the request body has been read (as the route did), or at once without one. */
function afterBody(req: Request, then: () => void): void {
  if (req.readableEnded || (req.headers['content-length'] ?? '0') === '0') {
    if (!req.headers['transfer-encoding']) {
      then();
      return;
    }
  }
  req.once('end', then);
  req.resume();
}

/**
 * Plays one recorded exchange as it happened: after the same injected latency, failing the same
 * way (a reset at the same share of the upload, an answer that never comes, a body sent slowly or
 * cut short, a request body read slowly), else with the recorded answer.
 */
export function playReplayed(
  req: Request,
  res: Response,
  entry: HttpEntry,
  step: string,
  hold: (res: Response) => void,
): void {
  const { response } = entry;
  const fault = response.fault;
  const play = () => {
    if (res.writableEnded || res.destroyed) return;
    if (fault?.type === 'reset' || (response.status === 0 && fault?.type !== 'hang')) {
      // An RST, as recorded: the browser reports a network error, not an answer.
      const reset = () => req.socket.resetAndDestroy();
      if (fault?.type === 'reset' && fault.afterRequestPercent !== undefined)
        afterShareOfBody(req, fault.afterRequestPercent, reset);
      else reset();
      return;
    }
    if (fault?.type === 'hang') {
      hold(res);
      return;
    }
    if (fault?.type === 'slow-link') throttleRequest(req, fault.bytesPerSecond);
    if (fault?.type === 'truncate' || fault?.type === 'dribble') {
      // The cut and the pace apply to the bytes on the wire: no compression in between.
      res.setHeader('cache-control', 'no-transform');
      tapBody(
        res,
        fault.type === 'truncate'
          ? truncateTap(res, fault.afterBytes)
          : dribbleTap(res, fault.bytesPerChunk, fault.intervalMs),
      );
    }
    afterBody(req, () => sendReplayed(res, response, step));
  };
  if (!response.latencyMs) {
    play();
    return;
  }
  const timer = setTimeout(play, response.latencyMs);
  res.once('close', () => clearTimeout(timer));
}
