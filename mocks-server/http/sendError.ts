import type { Response } from 'express';
import type { ErrorEnvelope } from '../data/types';

/** Every lab-made error goes out in one envelope so the app's error mapping sees one shape. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  const envelope: ErrorEnvelope = { error: { code, message } };
  res.status(status).json(envelope);
}
