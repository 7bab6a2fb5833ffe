import { Router } from 'express';
import { sendError } from '../http/sendError';
import { isLabBundleKind, labBundleSource } from './labBundleSources';
import { LAB_PARTNER_BUNDLE, labPartnerBundleSource } from './labPartnerComponent';

const MAX_DELAY_MS = 30_000;

/**
 * Serves the misbehaving bundles (`delayMs` holds the response back to make a slow loader) and
 * the partner bundle with the sample remote component.
 */
export function labBundlesRouter(): Router {
  const router = Router();
  router.get(`/${LAB_PARTNER_BUNDLE}`, (_req, res) => {
    res
      .type('application/javascript')
      .set('Cache-Control', 'no-store')
      .send(labPartnerBundleSource());
  });
  router.get('/:file', (req, res) => {
    const kind = req.params.file.replace(/\.js$/, '');
    if (!isLabBundleKind(kind)) {
      sendError(res, 404, 'error:lab:no-bundle', `No lab bundle ${req.params.file}`);
      return;
    }
    const name =
      typeof req.query.name === 'string' && /^[\w-]{1,64}$/.test(req.query.name)
        ? req.query.name
        : `lab-${kind}`;
    const delay = Math.min(Math.max(Number(req.query.delayMs) || 0, 0), MAX_DELAY_MS);
    const send = () =>
      res
        .type('application/javascript')
        .set('Cache-Control', 'no-store')
        .send(labBundleSource(kind, name));
    if (delay > 0) setTimeout(send, delay);
    else send();
  });
  return router;
}
