import { Router } from 'express';
import type { RequestJournal } from '../journal/RequestJournal';
import type { MockState } from '../data/MockState';
import { journalAdminRouter } from './journalAdminRouter';

export interface LabAdminOptions {
  journal: RequestJournal;
  seed: number;
  now: () => Date;
  /** ms epoch when the server was created, for uptime. */
  startedAt: number;
  /** Regenerates the data from the seed and clears the journal. */
  reset: () => void;
  state: () => MockState;
}

export interface LabHealth {
  status: 'ok';
  seed: number;
  uptimeMs: number;
}

/** The lab's own API under /__lab, for tests and the console; never journaled. */
export function labAdminRouter(options: LabAdminOptions): Router {
  const { journal, seed, now, startedAt, reset, state } = options;
  const router = Router();

  router.get('/health', (_req, res) => {
    const body: LabHealth = { status: 'ok', seed, uptimeMs: now().getTime() - startedAt };
    res.json(body);
  });

  router.get('/tenants', (_req, res) => {
    const items = state().tenants.map(({ id, corporationId, name, parentId }) => ({
      id,
      corporationId,
      name,
      parentId,
    }));
    res.json({ items, count: items.length });
  });

  router.post('/reset', (_req, res) => {
    reset();
    res.json({ status: 'reset', seed, generatedAt: state().generatedAt });
  });

  router.use(journalAdminRouter(journal));

  return router;
}
