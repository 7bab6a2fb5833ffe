import { Router } from 'express';
import type { ErrorRequestHandler } from 'express';
import type { ListResponse } from '../data/types';
import { sendError } from '../http/sendError';
import { labSessionOf } from '../sessions/labSessionOf';
import type { ActiveFault } from './FaultDefinition';
import type { FaultStore } from './FaultStore';
import { parseFaultDefinition } from './parseFaultDefinition';
import { jsonBody } from '../http/bodyParsers';

export const BAD_FAULT = 'error:lab:bad-fault';
export const NO_FAULT = 'error:lab:no-fault';

export interface AddedFault {
  id: string;
  fault: ActiveFault;
}

/** The fault admin API, to mount at /__lab/faults; every call acts for the caller's session. */
export function faultAdminRouter(store: FaultStore): Router {
  const router = Router();
  // Its own parser, so the router works wherever it is mounted; a parsed body is left alone.
  router.use(jsonBody('64kb'));

  router.get('/', (req, res) => {
    const items = store.list(labSessionOf(req));
    const body: ListResponse<ActiveFault> = { items, count: items.length };
    res.json(body);
  });

  router.post('/', (req, res) => {
    const parsed = parseFaultDefinition(req.body);
    if ('problem' in parsed) {
      sendError(res, 400, BAD_FAULT, parsed.problem);
      return;
    }
    const fault = store.add(parsed.definition, labSessionOf(req));
    const body: AddedFault = { id: fault.id, fault };
    res.status(201).json(body);
  });

  router.delete('/:id', (req, res) => {
    if (!store.remove(req.params.id, labSessionOf(req))) {
      sendError(res, 404, NO_FAULT, `No fault ${req.params.id} in this session or global`);
      return;
    }
    res.status(204).end();
  });

  router.delete('/', (req, res) => {
    const scope = req.query.scope ?? 'session';
    if (scope !== 'session' && scope !== 'global') {
      sendError(res, 400, BAD_FAULT, 'scope must be session or global');
      return;
    }
    res.json({ removed: store.clear(scope, labSessionOf(req)), scope });
  });

  const badJson: ErrorRequestHandler = (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    sendError(res, 400, BAD_FAULT, `The fault definition must be a JSON body: ${message}`);
  };
  router.use(badJson);
  return router;
}
