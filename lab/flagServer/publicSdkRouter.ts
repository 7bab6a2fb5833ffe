import express from 'express';
import type { ErrorRequestHandler, Router } from 'express';
import { sendError } from '../../mocks-server/http/sendError';
import type { FlagStreamLink } from '../../mocks-server/recording/FlagStreamLink';
import { labSessionOf } from '../../mocks-server/sessions/labSessionOf';
import { buildDataSync, parseClientTimestamp, type DataSyncMessage } from './buildDataSync';
import { acceptsSdkKey } from './checkStreamingRequest';
import { flagCors } from './flagCors';
import type { FlagRepository } from './FlagRepository';
import type { InsightLog } from './InsightLog';
import { parseEndUser } from './parseEndUser';
import { jsonBody } from '../../mocks-server/http/bodyParsers';

export interface PublicSdkRouterOptions {
  repository: FlagRepository;
  insights: InsightLog;
  sdkKeys: readonly string[];
  /** Records polls per lab session and answers a replaying session from its recording. */
  link?: FlagStreamLink;
}

/**
 * FeatBit's public client endpoints, mounted at /api/public: polling (`sdk/client/latest-all`)
 * and events (`insight/track`). Never a 5xx: SDK 4.2.x stops polling for good after one.
 */
export function publicSdkRouter(options: PublicSdkRouterOptions): Router {
  const { repository, insights, sdkKeys, link } = options;
  const router = express.Router();
  router.use(flagCors());
  router.use(jsonBody('1mb'));
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
    const timestamp = parseClientTimestamp(req.query.timestamp);
    const since = timestamp === 0 ? null : timestamp;
    const live = () => buildDataSync(repository, user, since).data;
    const data = link ? link.poll(labSessionOf(req), user.keyId, since, live) : live();
    const message: DataSyncMessage = { messageType: 'data-sync', data };
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
