import express from 'express';
import type { Router } from 'express';
import { errorEnvelopeHandler } from '../../mocks-server/http/errorEnvelopeHandler';
import { actorMiddleware } from './audit/actorContext';
import { auditRouter } from './audit/auditRouter';
import type { FlagAudit } from './audit/FlagAudit';
import type { FlagSchedules } from './audit/FlagSchedules';
import { sendError } from '../../mocks-server/http/sendError';
import { FieldReader } from './FieldReader';
import { flagCors } from './flagCors';
import { BAD_FLAG, flagOr404 } from './flagOr404';
import { flagOpsRouter } from './flagOpsRouter';
import type { FlagRepository } from './FlagRepository';
import type { InsightLog } from './InsightLog';
import type { FlagDefinitions } from './loadDefinitions';
import { respondWith } from './respondWith';
import { segmentAdminRouter } from './segmentAdminRouter';
import type { ConnectionInfo } from './StreamingHub';
import { jsonBody } from '../../mocks-server/http/bodyParsers';

export interface FlagAdminRouterOptions {
  repository: FlagRepository;
  insights: InsightLog;
  connections: () => ConnectionInfo[];
  /** Reads the definition files again; throws FlagDefinitionError when they are broken. */
  reload: () => FlagDefinitions;
  audit: FlagAudit;
  schedules: FlagSchedules;
}

/**
 * The lab's flag admin API, mounted at /__lab/flags: what the console and tests use to change
 * flags live. Every change goes through the repository, which validates and pushes it.
 */
export function flagAdminRouter(options: FlagAdminRouterOptions): Router {
  const { repository, insights } = options;
  const router = express.Router();
  router.use(flagCors());
  router.use(jsonBody('1mb'));
  // After the body parser: the actor must reach the (synchronous) handlers that change flags.
  router.use(actorMiddleware());
  router.use(auditRouter(repository, options.audit, options.schedules));

  router.get('/', (_req, res) => {
    res.json({ flags: repository.listFlags(), segments: repository.listSegments() });
  });
  router.post('/', (req, res) => {
    respondWith(res, BAD_FLAG, () => ({ flag: repository.upsertFlag(req.body) }));
  });

  // FeatBit's JSON, as flags/definitions holds it; ?file=flags.json gives that file alone.
  router.get('/export', (req, res) => {
    const definitions = repository.export();
    if (req.query.file === 'flags.json') res.json(definitions.flags);
    else if (req.query.file === 'segments.json') res.json(definitions.segments);
    else res.json(definitions);
  });
  router.get('/connections', (_req, res) => {
    const connections = options.connections();
    res.json({ count: connections.length, connections });
  });
  router.get('/events', (_req, res) => {
    res.json({
      counts: insights.totals(),
      requests: insights.requests(),
      insights: insights.insights(),
    });
  });
  router.delete('/events', (_req, res) => {
    insights.clear();
    res.status(204).end();
  });
  router.post('/reset', (_req, res) => {
    respondWith(res, 'error:lab:bad-definitions', () => {
      const definitions = options.reload();
      repository.replaceAll(definitions);
      return { flags: definitions.flags.length, segments: definitions.segments.length };
    });
  });

  router.use('/segments', segmentAdminRouter(repository));

  router.get('/:key', (req, res) => {
    const flag = flagOr404(repository, req, res);
    if (flag) res.json({ flag });
  });
  router.put('/:key', (req, res) => {
    const body = FieldReader.isObject(req.body) ? req.body : {};
    if (typeof body.key === 'string' && body.key !== req.params.key) {
      const message = `The body's key "${body.key}" differs from the path's "${req.params.key}"`;
      sendError(res, 400, BAD_FLAG, message);
      return;
    }
    respondWith(res, BAD_FLAG, () => ({
      flag: repository.upsertFlag({ ...body, key: req.params.key }),
    }));
  });

  router.use('/:key', flagOpsRouter(repository));
  router.use((req, res) => {
    sendError(
      res,
      404,
      'error:lab:no-route',
      `No flag admin route for ${req.method} ${req.originalUrl}`,
    );
  });
  router.use(errorEnvelopeHandler());
  return router;
}
