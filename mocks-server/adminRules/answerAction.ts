import type { Response } from 'express';
import { BillActionError } from '../bills/BillActionError';
import { sendError } from '../http/sendError';

/** Runs a route's work and turns a lab refusal (400/404/409) into the error envelope. */
export function answerAction(res: Response, work: () => unknown): void {
  try {
    res.json(work());
  } catch (error) {
    if (!(error instanceof BillActionError)) throw error;
    sendError(res, error.status, error.code, error.message);
  }
}
