import { Router } from 'express';
import type { Request, Response } from 'express';
import { sendError } from '../http/sendError';
import { LAB_SESSION_HEADER, labSessionOf } from '../sessions/labSessionOf';
import { STATE } from './asRecord';
import { exportSession } from './exportSession';
import type { ScenarioEngine } from './ScenarioEngine';
import { ScenarioError } from './ScenarioError';

/**
 * The caller's lab session, or `?session=` so a console can look at another tester's session.
 * A malformed override is refused rather than silently read as 'default'.
 */
function sessionOf(req: Request): string {
  const override = req.query.session;
  if (override === undefined) return labSessionOf(req);
  const session = typeof override === 'string' ? override : '';
  if (labSessionOf({ headers: { [LAB_SESSION_HEADER]: session } }) !== session) {
    throw new ScenarioError('error:lab:bad-session', `Malformed session id "${String(override)}"`);
  }
  return session;
}

/** Runs a route and turns engine refusals into the lab's error envelope. */
function guarded(handle: (req: Request, res: Response, session: string) => void) {
  return (req: Request, res: Response) => {
    try {
      handle(req, res, sessionOf(req));
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      sendError(res, error.status, error.code, error.message);
    }
  };
}

/**
 * WireMock's scenario admin API, per lab session; mount at /__lab/scenarios. Every answer that
 * changes state returns the session's scenario list, so a console re-renders from one reply.
 */
export function scenarioAdminRouter(engine: ScenarioEngine): Router {
  const router = Router();
  const list = (res: Response, session: string, status = 200) => {
    const items = engine.scenarios(session);
    const active = engine.activePresets(session).map((preset) => preset.name);
    res.status(status).json({ session, active, items, count: items.length });
  };

  router.get(
    '/',
    guarded((_req, res, session) => list(res, session)),
  );

  router.post(
    '/reset',
    guarded((_req, res, session) => {
      engine.reset(session);
      list(res, session);
    }),
  );

  router.get(
    '/presets',
    guarded((_req, res, session) => {
      const active = new Set(engine.activePresets(session).map((preset) => preset.name));
      const items = engine.presets().map(({ name, description }) => ({
        name,
        description,
        active: active.has(name),
      }));
      res.json({ items, count: items.length });
    }),
  );

  router.post(
    '/presets',
    guarded((req, res, session) => {
      engine.importPreset(session, req.body);
      list(res, session, 201);
    }),
  );

  router.post(
    '/presets/:name/activate',
    guarded((req, res, session) => {
      engine.activate(session, String(req.params.name));
      list(res, session);
    }),
  );

  router.delete(
    '/presets/:name',
    guarded((req, res, session) => {
      engine.deactivate(session, String(req.params.name));
      list(res, session);
    }),
  );

  router.get(
    '/export',
    guarded((req, res, session) => {
      const name = typeof req.query.name === 'string' ? req.query.name : undefined;
      res.json(exportSession(engine, session, name));
    }),
  );

  router.put(
    '/:name/state',
    guarded((req, res, session) => {
      const state: unknown = (req.body as { state?: unknown } | undefined)?.state;
      if (typeof state !== 'string' || !STATE.test(state)) {
        throw new ScenarioError('error:lab:bad-state', 'Body must be { "state": "<1-64 chars>" }');
      }
      engine.setState(session, String(req.params.name), state);
      list(res, session);
    }),
  );

  router.post(
    '/:name/reset',
    guarded((req, res, session) => {
      engine.reset(session, String(req.params.name));
      list(res, session);
    }),
  );

  return router;
}
