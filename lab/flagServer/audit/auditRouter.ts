import express from 'express';
import type { Request, Response, Router } from 'express';
import { sendError } from '../../../mocks-server/http/sendError';
import type { FlagRepository } from '../FlagRepository';
import { respondWith } from '../respondWith';
import { actorOf, runAs } from './actorContext';
import type { FlagAudit } from './FlagAudit';
import type { FlagSchedules } from './FlagSchedules';
import { revertChange } from './revertChange';

const idOf = (req: Request): number => Number(req.params.id);

/**
 * The audit log and scheduled changes under /__lab/flags: GET /audit (?download=1 as a file),
 * POST /audit/:id/revert, GET and POST /schedules, DELETE /schedules/:id.
 */
export function auditRouter(
  repository: FlagRepository,
  audit: FlagAudit,
  schedules: FlagSchedules,
): Router {
  const router = express.Router();

  router.get('/audit', (req, res) => {
    const entries = audit.list();
    if (req.query.download === '1') res.attachment('flag-audit-log.json');
    res.json({ entries, count: entries.length });
  });

  router.post('/audit/:id/revert', (req, res) => {
    const entry = audit.get(idOf(req));
    if (!entry) {
      sendError(res, 404, 'error:lab:no-audit-entry', `No audit entry #${req.params.id}`);
      return;
    }
    respondWith(res, 'error:lab:cannot-revert', () => {
      runAs({ actor: actorOf(req), action: `revert #${entry.id}` }, () =>
        revertChange(repository, entry),
      );
      return { reverted: entry.id, entry: audit.list().at(-1) };
    });
  });

  router.get('/schedules', (_req, res) => {
    const items = schedules.list();
    res.json({ items, count: items.length });
  });

  router.post('/schedules', (req, res: Response) => {
    const body = (req.body ?? {}) as { at?: unknown; flag?: unknown; note?: unknown };
    respondWith(res, 'error:lab:bad-schedule', () => {
      const change = schedules.add(
        {
          at: String(body.at ?? ''),
          flag: body.flag,
          note: typeof body.note === 'string' ? body.note : '',
        },
        actorOf(req),
      );
      res.status(201);
      return { schedule: change };
    });
  });

  router.delete('/schedules/:id', (req, res) => {
    const cancelled = schedules.cancel(idOf(req));
    if (!cancelled) {
      sendError(res, 404, 'error:lab:no-schedule', `No pending scheduled change #${req.params.id}`);
      return;
    }
    res.json({ schedule: cancelled });
  });

  return router;
}
