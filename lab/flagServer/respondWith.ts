import type { Response } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import { FlagDefinitionError } from './FlagDefinitionError';

/**
 * Runs an admin change and answers with its result as JSON, or with a 400 in the lab's error
 * envelope when the change would break FeatBit's model (the message names the field).
 */
export function respondWith(res: Response, errorCode: string, work: () => unknown): void {
  let result: unknown;
  try {
    result = work();
  } catch (error) {
    if (!(error instanceof FlagDefinitionError)) throw error;
    sendError(res, 400, errorCode, error.message);
    return;
  }
  res.json(result);
}
