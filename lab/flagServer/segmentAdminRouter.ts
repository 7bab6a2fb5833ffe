import express from 'express';
import type { Router } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import { FieldReader } from './FieldReader';
import type { FlagRepository } from './FlagRepository';
import { respondWith } from './respondWith';

const BAD_SEGMENT = 'error:lab:bad-segment';

/** Segments CRUD under /__lab/flags/segments, by segment id (what flag conditions reference). */
export function segmentAdminRouter(repository: FlagRepository): Router {
  const router = express.Router();

  router.get('/', (_req, res) => {
    res.json({ segments: repository.listSegments() });
  });

  router.post('/', (req, res) => {
    respondWith(res, BAD_SEGMENT, () => saved(repository, req.body));
  });

  router.get('/:id', (req, res) => {
    const segment = repository.getSegment(req.params.id);
    if (!segment) {
      sendError(res, 404, 'error:lab:no-segment', `No segment with id "${req.params.id}"`);
      return;
    }
    res.json({ segment, usedBy: repository.flagsUsingSegment(segment.id) });
  });

  router.put('/:id', (req, res) => {
    const body: unknown = req.body;
    respondWith(res, BAD_SEGMENT, () =>
      saved(repository, { ...(FieldReader.isObject(body) ? body : {}), id: req.params.id }),
    );
  });

  router.delete('/:id', (req, res) => {
    const users = repository.flagsUsingSegment(req.params.id);
    if (users.length > 0) {
      const message = `Segment "${req.params.id}" is used by ${users.join(', ')}: remove those conditions first`;
      sendError(res, 409, 'error:lab:segment-in-use', message);
      return;
    }
    if (!repository.removeSegment(req.params.id)) {
      sendError(res, 404, 'error:lab:no-segment', `No segment with id "${req.params.id}"`);
      return;
    }
    res.status(204).end();
  });

  return router;
}

/** The saved segment and the flags whose timestamps moved with it (they were re-pushed). */
function saved(repository: FlagRepository, body: unknown) {
  const segment = repository.upsertSegment(body);
  return { segment, usedBy: repository.flagsUsingSegment(segment.id) };
}
