import { Router } from 'express';
import { SDK_CATALOG } from '../data/sdkCatalog';
import type { SdkRecord, ValueResponse } from '../data/types';
import { sendError } from '../http/sendError';

/**
 * The remote SDK lookup. URLs point back at this server, built from the request's Host, so they
 * work on whatever port the lab was given, and sit under /__lab because the fake host SDKs are
 * lab fixtures the lab process routes to this server. `mode=debug` picks the unminified script.
 */
export function crmSdkRouter(): Router {
  const router = Router();
  router.get('/v1/crm/sdk/list/:sdkName', (req, res) => {
    const { sdkName } = req.params;
    const entry = Object.hasOwn(SDK_CATALOG, sdkName) ? SDK_CATALOG[sdkName] : undefined;
    if (!entry) {
      sendError(
        res,
        404,
        'error:lab:sdk-not-found',
        `No SDK named "${sdkName}" in the lab catalogue`,
      );
      return;
    }
    const file = req.query.mode === 'debug' ? `${sdkName}.js` : `${sdkName}.min.js`;
    const downloadUrl = `${req.protocol}://${req.get('host')}/__lab/sdk/${sdkName}/${entry.version}/${file}`;
    const body: ValueResponse<SdkRecord> = { value: { downloadUrl } };
    res.json(body);
  });
  return router;
}
