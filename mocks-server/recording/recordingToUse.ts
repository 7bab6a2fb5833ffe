import type { Request, Response } from 'express';
import { sendError } from '../http/sendError';
import { labSessionOf } from '../sessions/labSessionOf';
import { parseRecording } from './parseRecording';
import type { Recording } from './Recording';

/**
 * The recording a request means: the one it posts, else its session's last stopped one. When
 * there is none to use it has answered already (400 for a bad posted one, 404 with `missing`
 * for none at all) and gives null.
 */
export function recordingToUse(
  req: Request,
  res: Response,
  last: ReadonlyMap<string, Recording>,
  missing: string,
): Recording | null {
  const posted =
    req.body && Object.keys(req.body as object).length > 0 ? parseRecording(req.body) : null;
  if (posted && !posted.ok) {
    sendError(res, 400, 'error:lab:bad-recording', posted.problem);
    return null;
  }
  const recording = posted?.ok ? posted.recording : last.get(labSessionOf(req));
  if (!recording) {
    sendError(res, 404, 'error:lab:no-recording', missing);
    return null;
  }
  return recording;
}
