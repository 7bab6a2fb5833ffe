import type { Response } from 'express';
import type { ErrorEnvelope } from '../data/types';
import type { BillActionError } from './BillActionError';

/** The lab's error envelope, plus what the refusal names (amounts compared, lines at fault). */
export function sendBillError(res: Response, error: BillActionError): void {
  const envelope: ErrorEnvelope = { error: { code: error.code, message: error.message } };
  res.status(error.status).json({ error: { ...error.extra, ...envelope.error } });
}
