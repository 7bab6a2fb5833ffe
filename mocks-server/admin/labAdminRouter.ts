import { Router } from 'express';
import type { RequestJournal } from '../journal/RequestJournal';
import type { MockState } from '../data/MockState';
import { tenantAppearanceOf } from '../data/tenantAppearance';
import { extensionLabRouter } from '../extensions/extensionLabRouter';
import { staffsOf } from '../hosts/staffDirectory';
import { sendError } from '../http/sendError';
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
    const { tenants } = state();
    const items = tenants.map(({ id, corporationId, name, parentId }) => ({
      id,
      corporationId,
      name,
      parentId,
      appearance: tenantAppearanceOf(tenants, corporationId),
    }));
    res.json({ items, count: items.length });
  });

  // The console's user picker: who a fake host can sign in as, per corporation.
  router.get('/staffs', (req, res) => {
    const requested = req.query.corporationId;
    const corporationId = typeof requested === 'string' ? requested : state().currentCorporationId;
    if (!state().tenants.some((tenant) => tenant.corporationId === corporationId)) {
      sendError(res, 404, 'error:lab:unknown-tenant', 'corporationId names no seeded tenant');
      return;
    }
    const items = staffsOf(state(), corporationId).map(({ id, name, external, active }) => ({
      id,
      name,
      external,
      active,
      corporationId,
    }));
    res.json({ items, count: items.length });
  });

  router.post('/reset', (_req, res) => {
    reset();
    res.json({ status: 'reset', seed, generatedAt: state().generatedAt });
  });

  router.use(journalAdminRouter(journal));
  router.use(extensionLabRouter(state));

  return router;
}
