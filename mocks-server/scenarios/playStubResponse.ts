import type { NextFunction, Request, Response } from 'express';
import { afterShareOfBody, throttleRequest } from './requestPacing';
import type { StubResponse } from './ScenarioPreset';

export const SCENARIO_HEADER = 'X-Lab-Scenario';

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
