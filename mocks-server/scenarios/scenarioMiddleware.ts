import type { Request, RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/journalMiddleware';
import { labSessionOf } from '../sessions/labSessionOf';
import { playStubResponse } from './playStubResponse';
import type { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioRequest } from './ScenarioPreset';
import { markStubAnswer } from './stubAnswers';

export { SCENARIO_HEADER } from './playStubResponse';

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
    const { fault, afterRequestPercent, bytesPerSecond } = stub.response;
    markStubAnswer(res, {
      name: stub.scenario,
      state,
      next: stub.newState,
      fault,
      afterRequestPercent,
      bytesPerSecond,
    });
    playStubResponse({ req, res, next }, stub.response, `${stub.scenario}@${state}`);
  };
}
