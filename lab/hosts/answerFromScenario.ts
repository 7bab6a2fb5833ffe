import type { Request, Response } from 'express';
import type { ScenarioEngine } from '../../mocks-server/scenarios/ScenarioEngine';
import {
  SCENARIO_HEADER,
  scenarioRequestOf,
} from '../../mocks-server/scenarios/scenarioMiddleware';
import { labSessionOf } from '../../mocks-server/sessions/labSessionOf';

/**
 * The fake hosts' own calls (auth codes, config checks, vendor pages) can be stubbed by presets
 * like the backend's, per lab session: that is how SDK-side failures (Feishu errno 103, an
 * empty code, bridge error 30002) are played. Returns true when a stub answered.
 */
export function answerFromScenario(req: Request, res: Response, engine: ScenarioEngine): boolean {
  const matched = engine.match(scenarioRequestOf(req), labSessionOf(req));
  if (!matched) return false;
  const { stub, state } = matched;
  res.status(stub.response.status);
  for (const [name, value] of Object.entries(stub.response.headers ?? {}))
    res.setHeader(name, value);
  res.setHeader(SCENARIO_HEADER, `${stub.scenario}@${state}`);
  if (stub.response.jsonBody !== undefined) res.json(stub.response.jsonBody);
  else if (stub.response.body !== undefined) res.send(stub.response.body);
  else res.end();
  return true;
}
