import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { queryText } from '../../mocks-server/hosts/bodyOf';
import { sendError } from '../../mocks-server/http/sendError';
import type { RecordedEntryPoint } from '../../mocks-server/recording/Recording';
import { RECORDING_NAME } from '../../mocks-server/recording/Recording';
import { startReplay } from '../../mocks-server/recording/sealSecrets';
import { labSessionOf, LAB_SESSION_HEADER } from '../../mocks-server/sessions/labSessionOf';

export const deviceOf = (req: Request): 'phone' | 'desktop' =>
  queryText(req, 'device') === 'desktop' ? 'desktop' : 'phone';

/** `session=<id>` when well-formed (else a 400 is sent and null returned), or a fresh session. */
export function sessionFor(req: Request, res: Response): string | null {
  const asked = queryText(req, 'session');
  if (!asked) return `lab-${randomBytes(6).toString('hex')}`;
  if (labSessionOf({ headers: { [LAB_SESSION_HEADER]: asked } }) !== asked) {
    sendError(res, 400, 'error:lab:bad-session', 'session must be 1-64 of [A-Za-z0-9_.-]');
    return null;
  }
  return asked;
}

/**
 * `record=<name>` starts recording the session before the app's first request; `replay=<name>`
 * loads that saved recording into it. False (with a 400 or 404 sent) when that cannot be done.
 */
export function startRecordOrReplay(
  req: Request,
  res: Response,
  mock: MockServer,
  session: string,
  entryPoint: RecordedEntryPoint,
): boolean {
  const { recorder, replay, shelf } = mock.recordReplay;
  const record = queryText(req, 'record');
  if (record) {
    if (!RECORDING_NAME.test(record)) {
      sendError(res, 400, 'error:lab:bad-recording-name', 'record must be 1-64 of [A-Za-z0-9_.-]');
      return false;
    }
    recorder.stop(session);
    recorder.start(session, record, { entryPoint });
  }
  const name = queryText(req, 'replay');
  if (name) {
    const saved = shelf.read(name);
    if (!saved.ok) {
      sendError(
        res,
        saved.problem.startsWith('no recording') ? 404 : 400,
        'error:lab:bad-recording',
        saved.problem,
      );
      return false;
    }
    startReplay(replay, session, saved.recording);
  }
  return true;
}
