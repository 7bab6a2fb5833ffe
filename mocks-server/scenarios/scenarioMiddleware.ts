import type { Request, RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/journalMiddleware';
import { labSessionOf } from '../sessions/labSessionOf';
import type { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioRequest } from './ScenarioPreset';

export const SCENARIO_HEADER = 'X-Lab-Scenario';

/** JSON and form bodies arrive parsed; stubs match on their JSON text, raw bodies as sent. */
function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
}

export function scenarioRequestOf(req: Request): ScenarioRequest {
  const url = new URL(req.originalUrl, 'http://lab.invalid');
  return {
    method: req.method,
    path: url.pathname,
    // The first value wins, as in the app's own query reading.
    query: Object.fromEntries([...url.searchParams].reverse()),
    body: bodyText(req.body),
  };
}

/**
 * Answers requests a scenario stub claims, before the normal mock routes, and leaves the rest to
 * them. Mount it after the body parsers (bodyContains needs the body) and after the journal
 * (the journal records the `X-Lab-Scenario` header, which says which scenario and state answered).
 */
export function scenarioMiddleware(engine: ScenarioEngine): RequestHandler {
  return (req, res, next) => {
    // The admin API must stay reachable whatever a preset says.
    if (isLabAdminPath(new URL(req.originalUrl, 'http://lab.invalid').pathname)) {
      next();
      return;
    }
    const matched = engine.match(scenarioRequestOf(req), labSessionOf(req));
    if (!matched) {
      next();
      return;
    }
    const { stub, state } = matched;
    const { response } = stub;
    res.status(response.status);
    for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
    res.setHeader(SCENARIO_HEADER, `${stub.scenario}@${state}`);
    if (response.jsonBody !== undefined) res.json(response.jsonBody);
    else if (response.body !== undefined) res.send(response.body);
    else res.end();
  };
}
