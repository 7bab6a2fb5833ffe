import { Router } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { SDK_CATALOG } from '../../mocks-server/data/sdkCatalog';
import { isLabHostId } from '../../mocks-server/hosts/labHostIds';
import { sendError } from '../../mocks-server/http/sendError';
import { hostCodesRouter } from './hostCodesRouter';
import { LAB_HOST_CATALOG } from './labHostCatalog';
import { labHostModeOf } from './labHostCookies';
import { openHostRouter } from './openHostRouter';
import { LabAssets } from '../assets/labAssetsRouter';
import { TEAMS_PAGE_POLICY, teamsHostPage } from './teamsHostPage';
import { vendorPagesRouter } from './vendorPagesRouter';
import { jsonBody } from '../../mocks-server/http/bodyParsers';

/**
 * The fake hosts, served by the lab process ahead of the mock backend (they need the browser's
 * lab cookies and the mock's grant store, and are lab fixtures rather than backend routes):
 * /__lab/hosts (catalogue), /:id/sdk.js, /:id/open, /:id/auth-code, /:id/verify, /:id/person,
 * the vendors' sign-in pages, the Teams client page, and /__lab/sdk/… for the CRM SDK lookup.
 */
export function labHostsRouter(mock: MockServer, assets: LabAssets): Router {
  const router = Router();
  router.use(['/__lab/hosts', '/__lab/sdk'], jsonBody('64kb'), (_req, res, next) => {
    // Everything here depends on cookies and modes that change between two loads.
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/__lab/hosts', (_req, res) => {
    const items = LAB_HOST_CATALOG.map(({ id, name, description, userAgent, sdkName }) => ({
      id,
      name,
      description,
      userAgent,
      ...(sdkName ? { sdkName } : {}),
    }));
    res.json({ items, count: items.length });
  });

  router.get('/__lab/hosts/teams/host', (req, res) => {
    res.set('Content-Security-Policy', TEAMS_PAGE_POLICY);
    res.type('html').send(teamsHostPage(labHostModeOf(req.headers.cookie)));
  });

  router.get('/__lab/hosts/teams/validDomains.json', (_req, res) => {
    res.json({ validOrigins: ['teams.microsoft.com', '*.teams.microsoft.com'] });
  });

  router.get('/__lab/hosts/:id/embedded-browser.js', (req, res) => {
    const { id } = req.params;
    if (!isLabHostId(id)) {
      sendError(res, 404, 'error:lab:unknown-host', `The lab plays no host "${id}"`);
      return;
    }
    // One script for every host: it reads the host from its own address, the mode from a cookie.
    assets.sendScript(res, 'embeddedBrowser');
  });

  router.get('/__lab/hosts/:id/sdk.js', (req, res) => {
    const { id } = req.params;
    const entry = LAB_HOST_CATALOG.find((host) => host.id === id);
    if (!entry?.hasScript) {
      sendError(res, 404, 'error:lab:no-sdk', `The lab host "${id}" has no SDK script`);
      return;
    }
    assets.sendScript(res, 'hostSdk');
  });

  // Where the CRM SDK lookup (GET /api/v1/crm/sdk/list/:sdkName) points remote hosts.
  router.get('/__lab/sdk/:sdkName/:version/:file', (req, res) => {
    const { sdkName, version, file } = req.params;
    const entry = Object.hasOwn(SDK_CATALOG, sdkName) ? SDK_CATALOG[sdkName] : undefined;
    if (
      !entry ||
      entry.version !== version ||
      (file !== `${sdkName}.js` && file !== `${sdkName}.min.js`)
    ) {
      sendError(res, 404, 'error:lab:sdk-not-found', `No SDK script ${sdkName}/${version}/${file}`);
      return;
    }
    assets.sendScript(res, 'hostSdk');
  });

  router.use(hostCodesRouter(mock));
  router.use(vendorPagesRouter(mock));
  router.use(openHostRouter(mock));
  return router;
}
