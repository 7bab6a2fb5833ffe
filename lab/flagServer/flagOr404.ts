import type { Request, Response } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import type { FeatureFlag } from '../../flags/evaluation/types';
import type { FlagRepository } from './FlagRepository';

/** The admin API's code for a flag change that breaks FeatBit's model. */
export const BAD_FLAG = 'error:lab:bad-flag';

/** The flag named by the :key path parameter, or undefined with a 404 already sent. */
export function flagOr404(
  repository: FlagRepository,
  req: Request<{ key: string }>,
  res: Response,
): FeatureFlag | undefined {
  const flag = repository.getFlag(req.params.key);
  if (!flag) sendError(res, 404, 'error:lab:no-flag', `No flag with key "${req.params.key}"`);
  return flag;
}
