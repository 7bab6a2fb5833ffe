import { Router } from 'express';
import type { Request } from 'express';
import { jsonBody } from '../http/bodyParsers';
import { sendError } from '../http/sendError';
import { issuedSecrets } from '../journal/SecretRegistry';
import { labSessionOf } from '../sessions/labSessionOf';
import { FlagStreamBridge } from './FlagStreamBridge';
import type { FlagStreamLink } from './FlagStreamLink';
import { parseRecording } from './parseRecording';
import { Recorder } from './Recorder';
import { RECORDING_NAME } from './Recording';
import { ReplayMiddleware } from './ReplayMiddleware';
import { sealSecrets, unsealSecrets } from './sealSecrets';

/** A recording holds up to 1 MB per response, so loading one needs more than BODY_LIMIT. */
export const RECORDING_UPLOAD_LIMIT = '64mb';

export interface RecordReplay {
  recorder: Recorder;
  replay: ReplayMiddleware;
  /** Hand to attachFlagServer (`link`) so the flag stream is recorded and replayed too. */
  flagStream: FlagStreamLink;
  /**
   * The /__lab/recording and /__lab/replay endpoints, then replay, then recording. Mount once,
   * after compression() and before the body parsers (their 1 MB limit would refuse a large
   * recording, and a body they reject must still be recorded).
   */
  middleware(): Router;
}

function bodyField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Record and replay, scoped to the lab session of the admin call (header or cookie). */
export function createRecordReplay(now: () => Date = () => new Date()): RecordReplay {
  const recorder = new Recorder(now);
  const replay = new ReplayMiddleware();
  const flagStream = new FlagStreamBridge(recorder, replay);
  const admin = Router();
  // Parsers per route: only loading a recording may be large, the rest stay at the default.
  const json = jsonBody();
  const recordingJson = jsonBody(RECORDING_UPLOAD_LIMIT);

  admin.post('/recording/start', json, (req, res) => {
    const name = bodyField(req, 'name');
    if (typeof name !== 'string' || !RECORDING_NAME.test(name)) {
      sendError(res, 400, 'error:lab:bad-recording-name', 'name must be 1-64 of [A-Za-z0-9_.-]');
      return;
    }
    const session = labSessionOf(req);
    if (!recorder.start(session, name, bodyField(req, 'passthrough') === true)) {
      sendError(res, 409, 'error:lab:already-recording', `Session ${session} is recording`);
      return;
    }
    res.status(201).json({ status: 'recording', name, session });
  });

  admin.post('/recording/stop', (req, res) => {
    const session = labSessionOf(req);
    const recording = recorder.stop(session);
    if (!recording) {
      sendError(res, 404, 'error:lab:not-recording', `Session ${session} is not recording`);
      return;
    }
    res.json(sealSecrets(recording, issuedSecrets));
  });

  admin.post('/replay/start', recordingJson, (req, res) => {
    const parsed = parseRecording(req.body);
    if (!parsed.ok) {
      sendError(res, 400, 'error:lab:bad-recording', parsed.problem);
      return;
    }
    const session = labSessionOf(req);
    res.status(201).json({
      status: 'replaying',
      session,
      ...replay.start(session, unsealSecrets(parsed.recording, issuedSecrets)),
    });
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
    res.json({ session, replay: replay.status(session), recording: recorder.isRecording(session) });
  });

  return {
    recorder,
    replay,
    flagStream,
    middleware: () => {
      const router = Router();
      router.use('/__lab', admin);
      router.use(replay.handler());
      router.use(recorder.middleware());
      return router;
    },
  };
}
