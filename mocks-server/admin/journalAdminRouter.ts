import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ListResponse } from '../data/types';
import { sendError } from '../http/sendError';
import { journalToHar } from '../journal/journalToHar';
import type { JournalEntry, JournalFilter, RequestJournal } from '../journal/RequestJournal';
import { meetsExpectation, parseCountExpectation } from './parseCountExpectation';
import type { CountExpectation } from './parseCountExpectation';
import { parseJournalFilter } from './parseJournalFilter';

export interface JournalCount {
  count: number;
}

export interface JournalVerdict {
  ok: boolean;
  count: number;
  /** Only on failure, so the test output says what was wanted. */
  expected?: CountExpectation;
}

function searchParamsOf(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://lab.invalid').searchParams;
}

/** The filter from the query, or null once a 400 has been sent for a bad one. */
function filterOf(req: Request, res: Response): JournalFilter | null {
  const parsed = parseJournalFilter(searchParamsOf(req));
  if ('problem' in parsed) {
    sendError(res, 400, 'error:lab:bad-filter', parsed.problem);
    return null;
  }
  return parsed.filter;
}

/**
 * The journal's part of /__lab: list, count, verify, unmatched and HAR, all taking the same
 * filters (method, path, since, session, status, unmatched).
 */
export function journalAdminRouter(journal: RequestJournal): Router {
  const router = Router();

  const list = (req: Request, res: Response, extra: JournalFilter): void => {
    const filter = filterOf(req, res);
    if (!filter) return;
    const items = journal.entries({ ...filter, ...extra });
    const body: ListResponse<JournalEntry> = { items, count: items.length };
    res.json(body);
  };

  router.get('/requests', (req, res) => list(req, res, {}));

  // The calls the app made that no mock route answered: the lab's to-do list.
  router.get('/requests/unmatched', (req, res) => list(req, res, { unmatched: true }));

  router.get('/requests/count', (req, res) => {
    const filter = filterOf(req, res);
    if (!filter) return;
    const body: JournalCount = { count: journal.count(filter) };
    res.json(body);
  });

  router.get('/requests/verify', (req, res) => {
    const filter = filterOf(req, res);
    if (!filter) return;
    const parsed = parseCountExpectation(searchParamsOf(req));
    if ('problem' in parsed) {
      sendError(res, 400, 'error:lab:bad-expectation', parsed.problem);
      return;
    }
    const count = journal.count(filter);
    const ok = meetsExpectation(count, parsed.expected);
    // 409 rather than 200 with ok:false, so a plain `expect(status).toBe(200)` fails too.
    const body: JournalVerdict = ok ? { ok, count } : { ok, count, expected: parsed.expected };
    res.status(ok ? 200 : 409).json(body);
  });

  router.get('/requests/har', (req, res) => {
    const filter = filterOf(req, res);
    if (!filter) return;
    res.json(journalToHar(journal.entries(filter)));
  });

  router.delete('/requests', (_req, res) => {
    journal.clear();
    res.status(204).end();
  });

  return router;
}
