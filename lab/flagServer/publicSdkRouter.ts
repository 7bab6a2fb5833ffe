import express from 'express';
import type { ErrorRequestHandler, Router } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import { buildDataSync, parseClientTimestamp } from './buildDataSync';
import { acceptsSdkKey } from './checkStreamingRequest';
import { flagCors } from './flagCors';
import type { FlagRepository } from './FlagRepository';
import type { InsightLog } from './InsightLog';
import { parseEndUser } from './parseEndUser';

export interface PublicSdkRouterOptions {
  repository: FlagRepository;
  insights: InsightLog;
  sdkKeys: readonly string[];
}

/**
 * FeatBit's public client endpoints, mounted at /api/public: polling (`sdk/client/latest-all`)
 * and events (`insight/track`). Never a 5xx: SDK 4.2.x stops polling for good after one.
 */
export function publicSdkRouter({ repository, insights, sdkKeys }: PublicSdkRouterOptions): Router {
  const router = express.Router();
  router.use(flagCors());
  router.use(express.json({ limit: '1mb' }));
  // The SDK sends the raw key, no "Bearer"; a wrong key is final for the SDK, as with the ES.
  router.use((req, res, next) => {
    if (acceptsSdkKey(req.headers.authorization ?? '', sdkKeys)) next();
    else sendError(res, 401, 'error:lab:bad-sdk-key', 'Authorization is not a known SDK key');
  });

  router.post('/sdk/client/latest-all', (req, res) => {
    const user = parseEndUser(req.body);
    if (!user) {
      sendError(res, 400, 'error:lab:bad-user', 'The body must be the end user, with a keyId');
      return;
    }
    const since = parseClientTimestamp(req.query.timestamp);
    const message = buildDataSync(repository, user, since === 0 ? null : since);
    // The ES answers "nothing new" with an empty 200, never a 304.
    if (message.data.eventType === 'patch' && message.data.featureFlags.length === 0) {
      res.status(200).end();
      return;
    }
    res.json(message);
  });

  router.post('/insight/track', (req, res) => {
    if (!Array.isArray(req.body)) {
      sendError(res, 400, 'error:lab:bad-insights', 'The body must be a JSON array of insights');
      return;
    }
    insights.record(req.body);
    res.status(200).end();
  });

  router.use(neverFiveHundred);
  return router;
}

/** Bad bodies are 400s; a lab bug is logged and answered as "nothing new" to keep SDKs alive. */
const neverFiveHundred: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') {
    sendError(res, 400, 'error:lab:bad-json', 'Malformed JSON body');
  } else if (type === 'entity.too.large') {
    sendError(res, 413, 'error:lab:body-too-large', 'Request body exceeds 1mb');
  } else {
    console.error('flag server: public SDK endpoint failed', err);
    res.status(200).end();
  }
};
