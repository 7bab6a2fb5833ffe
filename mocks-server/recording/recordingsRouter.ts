import express, { Router, type Request, type Response } from 'express';
import { jsonBody } from '../http/bodyParsers';
import { sendError } from '../http/sendError';
import { labSessionOf } from '../sessions/labSessionOf';
import { sendExportedTest } from './exportTest';
import { RECORDING_UPLOAD_LIMIT } from './recordingAdminRouter';
import { RECORDING_NAME, type Recording } from './Recording';
import { startReplay } from './sealSecrets';
import { parseRecordingText, type RecordingShelf } from './RecordingShelf';
import type { ReplayMiddleware } from './ReplayMiddleware';
import { recordingToUse } from './recordingToUse';

const BAD = 'error:lab:bad-recording';

/**
 * Recordings saved by name (a RecordingShelf): GET /recordings, GET|PUT|DELETE /recordings/:name,
 * POST /recordings/:name/replay (into the caller's session), GET /recordings/:name/test (the
 * Playwright export), POST /recordings/import (a file's text, checked and named on failure).
 */
export function recordingsRouter(
  shelf: RecordingShelf,
  replay: ReplayMiddleware,
  last: Map<string, Recording>,
): Router {
  const router = Router();
  const json = jsonBody(RECORDING_UPLOAD_LIMIT);
  const text = express.text({
    type: (req) => !String(req.headers['content-type']).includes('json'),
    limit: RECORDING_UPLOAD_LIMIT,
  });

  const named = (req: Request, res: Response): Recording | null => {
    const name = String(req.params.name);
    const parsed = RECORDING_NAME.test(name)
      ? shelf.read(name)
      : { ok: false as const, problem: `"${name}" is not a recording name` };
    if (parsed.ok) return parsed.recording;
    sendError(res, parsed.problem.startsWith('no recording') ? 404 : 400, BAD, parsed.problem);
    return null;
  };

  router.get('/recordings', (_req, res) => {
    const items = shelf.list();
    res.json({ dir: shelf.shown, items, count: items.length });
  });

  // The file's text as sent (any type but JSON), or JSON `{ "text": "…" }` from the console.
  router.post('/recordings/import', json, text, (req, res) => {
    const body: unknown = req.body;
    const raw = typeof body === 'string' ? body : ((body as { text?: unknown } | null)?.text ?? '');
    const parsed = parseRecordingText(typeof raw === 'string' ? raw : '');
    if (!parsed.ok) {
      sendError(res, 400, BAD, parsed.problem);
      return;
    }
    shelf.save(parsed.recording);
    res
      .status(201)
      .json({ saved: parsed.recording.name, entries: parsed.recording.entries.length });
  });

  router.get('/recordings/:name', (req, res) => {
    const recording = named(req, res);
    if (recording) res.json(recording);
  });

  // Saves the posted recording, or the caller's last stopped one, under :name.
  router.put('/recordings/:name', json, (req, res) => {
    const name = String(req.params.name);
    if (!RECORDING_NAME.test(name)) {
      sendError(res, 400, BAD, `"${name}" is not a recording name (1-64 of [A-Za-z0-9_.-])`);
      return;
    }
    const recording = recordingToUse(
      req,
      res,
      last,
      'Nothing to save: post a recording or stop one in this session',
    );
    if (!recording) return;
    shelf.save({ ...recording, name });
    res.status(201).json({ saved: name, dir: shelf.shown });
  });

  router.delete('/recordings/:name', (req, res) => {
    if (!shelf.remove(String(req.params.name))) {
      sendError(res, 404, BAD, `no recording named "${req.params.name}"`);
      return;
    }
    res.status(204).end();
  });

  router.post('/recordings/:name/replay', (req, res) => {
    const recording = named(req, res);
    if (!recording) return;
    const session = labSessionOf(req);
    res
      .status(201)
      .json({ status: 'replaying', session, ...startReplay(replay, session, recording) });
  });

  router.get('/recordings/:name/test', (req, res) => {
    const recording = named(req, res);
    if (!recording) return;
    sendExportedTest(res, recording);
  });

  return router;
}
