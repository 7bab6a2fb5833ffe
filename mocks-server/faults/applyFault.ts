import type { NextFunction, Request, Response } from 'express';
import { dribbleTap } from './dribbleTap';
import type { FaultDecision } from './FaultDefinition';
import type { FaultStore } from './FaultStore';
import { tapBody } from './tapBody';
import { truncateTap } from './truncateTap';

export type TerminalFault = NonNullable<FaultDecision['fault']>;

// Cut mid-value so every JSON parser fails, while the start still looks like our list answers.
export const MALFORMED_JSON = '{"items":[{"id":"bill-1","title":"Taxi';

function sendStatus(res: Response, fault: Extract<TerminalFault, { type: 'status' }>, id: string) {
  res.status(fault.status);
  for (const [name, value] of Object.entries(fault.headers ?? {})) res.setHeader(name, value);
  const { body } = fault;
  if (fault.status === 204 || fault.status === 304 || (body === undefined && fault.status < 400)) {
    res.end();
  } else if (body === undefined) {
    // Same envelope as every lab error, so the app's error mapping is what gets exercised.
    res.json({
      error: { code: 'error:lab:fault', message: `Injected status ${fault.status} (fault ${id})` },
    });
  } else if (typeof body === 'string') {
    if (!res.getHeader('content-type')) res.type('text/plain');
    res.send(body);
  } else {
    res.json(body);
  }
}

/** Carries out one terminal fault; body faults let the real route answer through a tap. */
export function applyFault(
  fault: TerminalFault,
  id: string,
  context: { req: Request; res: Response; next: NextFunction; store: FaultStore },
): void {
  const { req, res, next, store } = context;
  switch (fault.type) {
    case 'status':
      sendStatus(res, fault, id);
      return;
    case 'reset':
      // An RST rather than a FIN: the client sees ECONNRESET, not a clean close.
      req.socket.resetAndDestroy();
      return;
    case 'empty':
      res.status(200).end();
      return;
    case 'malformed-json':
      res.status(200).type('application/json').send(MALFORMED_JSON);
      return;
    case 'truncate':
      tapBody(res, truncateTap(res, fault.afterBytes));
      next();
      return;
    case 'dribble':
      tapBody(res, dribbleTap(res, fault.bytesPerChunk, fault.intervalMs));
      next();
      return;
    case 'hang':
      // Never answer; the store remembers the response so shutdown can still end it.
      store.hung.hold(res);
      return;
  }
}
