import type { Request, Response } from 'express';
import { contentSecurityPolicy, createCspNonce, withCspNonce } from './contentSecurityPolicy';

/** The app document under the lab's Content-Security-Policy: enforced, not report-only. */
export function sendAppDocument(req: Request, res: Response, indexHtml: string): void {
  const nonce = createCspNonce();
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  res
    .set('Content-Security-Policy', contentSecurityPolicy(origin, nonce))
    .type('html')
    .send(withCspNonce(indexHtml, nonce));
}
