import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import { LAB_ASSETS_PATH, LAB_ENTRIES, type LabScript } from './labEntries';

/** The stylesheets are plain CSS: served from the source folder, nothing to build. */
export const LAB_STYLES_DIR = path.join(__dirname, 'styles');
const STYLESHEET = /^[A-Za-z][A-Za-z0-9-]*\.css$/;

const isLabScript = (name: string): name is LabScript => Object.hasOwn(LAB_ENTRIES, name);

/** Where the lab's built scripts are, and how to send one. */
export class LabAssets {
  constructor(readonly distDir: string) {}

  /** Sends `<name>.js`, or a 503 that says how to build it. */
  sendScript(res: Response, name: LabScript): void {
    const file = path.join(this.distDir, `${name}.js`);
    if (!existsSync(file)) {
      // A 404, not a 5xx: nothing is broken, the file is not there until a build makes it.
      sendError(
        res,
        404,
        'error:lab:not-built',
        `The lab's browser scripts are not built (no ${name}.js): run npm run build`,
      );
      return;
    }
    // Revalidated on every load: a rebuild must reach the next page without a hard refresh.
    res.set('Cache-Control', 'no-cache').type('application/javascript; charset=utf-8');
    res.sendFile(file);
  }
}

/** GET /__lab/assets/<script>.js (built) and /__lab/assets/<sheet>.css (from source). */
export function labAssetsRouter(assets: LabAssets): Router {
  const router = Router();
  router.get(`${LAB_ASSETS_PATH}/:file`, (req, res) => {
    const { file } = req.params;
    const script = file.endsWith('.js') ? file.slice(0, -3) : '';
    if (isLabScript(script)) {
      assets.sendScript(res, script);
      return;
    }
    const sheet = path.join(LAB_STYLES_DIR, file);
    if (STYLESHEET.test(file) && existsSync(sheet)) {
      res.set('Cache-Control', 'no-cache').type('text/css; charset=utf-8');
      res.sendFile(sheet);
      return;
    }
    sendError(res, 404, 'error:lab:no-asset', `The lab has no asset ${file}`);
  });
  return router;
}
