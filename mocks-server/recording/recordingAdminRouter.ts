import { Router, type Request } from 'express';
import { jsonBody } from '../http/bodyParsers';
import { sendError } from '../http/sendError';
import { issuedSecrets } from '../journal/SecretRegistry';
import { labSessionOf } from '../sessions/labSessionOf';
import { sendExportedTest } from './exportTest';
import { parseRecording } from './parseRecording';
import type { Recorder } from './Recorder';
import { RECORDING_NAME, type Recording } from './Recording';
import type { ReplayMiddleware } from './ReplayMiddleware';
import { sealSecrets, startReplay } from './sealSecrets';
import { stepProblem } from './stepProblem';
import { entryPointOf, filesProblem, finalViewOf } from './recordingParts';
import { recordingToUse } from './recordingToUse';

/** A recording holds up to 1 MB per response and the files a person chose. */
export const RECORDING_UPLOAD_LIMIT = '64mb';

const field = (req: Request, name: string): unknown => {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
};

/**
 * /__lab/recording/{start,steps,stop,export} and /__lab/replay/{start,advance-flags,stop}, and
 * GET /__lab/replay, all for the lab session of the call. `last` keeps each session's last
 * stopped recording, so the console can save or export it without sending it back.
 */
export function recordingAdminRouter(
  recorder: Recorder,
  replay: ReplayMiddleware,
  last: Map<string, Recording>,
): Router {
  const admin = Router();
  const json = jsonBody(RECORDING_UPLOAD_LIMIT);

  admin.post('/recording/start', json, (req, res) => {
    const name = field(req, 'name');
    if (typeof name !== 'string' || !RECORDING_NAME.test(name)) {
      sendError(res, 400, 'error:lab:bad-recording-name', 'name must be 1-64 of [A-Za-z0-9_.-]');
      return;
    }
    const entryPoint = entryPointOf(field(req, 'entryPoint'));
    if (typeof entryPoint === 'string') {
      sendError(res, 400, 'error:lab:bad-recording', entryPoint);
      return;
    }
    const session = labSessionOf(req);
    if (
      !recorder.start(session, name, {
        passthrough: field(req, 'passthrough') === true,
        entryPoint,
      })
    ) {
      sendError(res, 409, 'error:lab:already-recording', `Session ${session} is recording`);
      return;
    }
    res.status(201).json({ status: 'recording', name, session });
  });

  admin.post('/recording/steps', json, (req, res) => {
    const entry = {
      kind: 'step',
      atMs: 0,
      step: field(req, 'step'),
      seen: field(req, 'seen') ?? [],
    };
    const files = field(req, 'files') ?? [];
    const problem =
      stepProblem(entry) ??
      (Array.isArray(files) ? filesProblem({ ...files }) : 'files must be an array');
    if (problem) {
      sendError(res, 400, 'error:lab:bad-step', problem);
      return;
    }
    const session = labSessionOf(req);
    if (
      !recorder.recordStep(session, entry.step as never, entry.seen as string[], files as never)
    ) {
      sendError(res, 404, 'error:lab:not-recording', `Session ${session} is not recording`);
      return;
    }
    res.status(201).json({ status: 'recorded' });
  });

  admin.post('/recording/stop', json, (req, res) => {
    const session = labSessionOf(req);
    const finalView = finalViewOf(field(req, 'finalView') ?? []);
    const recording = recorder.stop(session, typeof finalView === 'string' ? [] : finalView);
    if (!recording) {
      sendError(res, 404, 'error:lab:not-recording', `Session ${session} is not recording`);
      return;
    }
    // Shared and committed as a file: the credentials it holds become placeholders.
    const sealed = sealSecrets(recording, issuedSecrets);
    last.set(session, sealed);
    res.json(sealed);
  });

  // The last recording of the session (or the one posted) as a Playwright test file.
  admin.post('/recording/export', json, (req, res) => {
    const recording = recordingToUse(
      req,
      res,
      last,
      'This session has no stopped recording to export',
    );
    if (!recording) return;
    sendExportedTest(res, recording);
  });

  admin.post('/replay/start', json, (req, res) => {
    const parsed = parseRecording(req.body);
    if (!parsed.ok) {
      sendError(res, 400, 'error:lab:bad-recording', parsed.problem);
      return;
    }
    const session = labSessionOf(req);
    res
      .status(201)
      .json({ status: 'replaying', session, ...startReplay(replay, session, parsed.recording) });
  });

  // A manual step for when the app's HTTP calls no longer reach a recorded flag message.
  admin.post('/replay/advance-flags', (req, res) => {
    const session = labSessionOf(req);
    const advanced = replay.advanceFlags(session);
    if (advanced === undefined) {
      sendError(res, 404, 'error:lab:not-replaying', `Session ${session} has no replay loaded`);
    } else if (advanced === null) {
      sendError(res, 409, 'error:lab:no-flag-messages-left', 'Every recorded flag message is due');
    } else {
      res.json({ status: 'advanced', session, message: advanced, ...replay.status(session) });
    }
  });

  admin.post('/replay/stop', (req, res) => {
    const session = labSessionOf(req);
    const status = replay.stop(session);
    if (!status) {
      sendError(res, 404, 'error:lab:not-replaying', `Session ${session} has no replay loaded`);
      return;
    }
    res.json({ status: 'stopped', session, ...status });
  });

  admin.get('/replay', (req, res) => {
    const session = labSessionOf(req);
    const stopped = last.get(session);
    res.json({
      session,
      replay: replay.status(session),
      recording: recorder.isRecording(session),
      lastRecording: stopped ? { name: stopped.name, entries: stopped.entries.length } : null,
    });
  });

  return admin;
}
