import express from 'express';
import type { Request, Response, Router } from 'express';
import type { FeatureFlag } from '../../flags/evaluation/types';
import { FieldReader } from './FieldReader';
import { FlagDefinitionError } from './FlagDefinitionError';
import { BAD_FLAG, flagOr404 } from './flagOr404';
import type { FlagRepository } from './FlagRepository';
import { respondWith } from './respondWith';
import { setRollout } from './setRollout';
import { targetTenants } from './targetTenants';
import { tenantVariations } from './tenantVariations';

type KeyRequest = Request<{ key: string }>;

/**
 * One-call helpers for product teams under /__lab/flags/:key: switch a flag, target tenants,
 * roll out by percentage, and ask which tenants get what. Each answers with the saved flag.
 */
export function flagOpsRouter(repository: FlagRepository): Router {
  const router = express.Router({ mergeParams: true });
  const edit = (req: KeyRequest, res: Response, change: (flag: FeatureFlag) => FeatureFlag) => {
    const flag = flagOr404(repository, req, res);
    if (flag) respondWith(res, BAD_FLAG, () => ({ flag: repository.upsertFlag(change(flag)) }));
  };

  router.post('/enable', (req: KeyRequest, res) =>
    edit(req, res, (f) => ({ ...f, isEnabled: true })),
  );
  router.post('/disable', (req: KeyRequest, res) =>
    edit(req, res, (f) => ({ ...f, isEnabled: false })),
  );
  router.post('/archive', (req: KeyRequest, res) =>
    edit(req, res, (f) => ({ ...f, isArchived: true })),
  );
  router.post('/unarchive', (req: KeyRequest, res) =>
    edit(req, res, (f) => ({ ...f, isArchived: false })),
  );

  router.post('/tenants', (req: KeyRequest, res) =>
    edit(req, res, (flag) => {
      const body = FieldReader.of(req.body, 'body');
      if (!body.has('variationId')) {
        throw new FlagDefinitionError('body.variationId is missing (null stops targeting them)');
      }
      return targetTenants(flag, {
        corporationIds: body.stringArray('corporationIds'),
        variationId: body.nullableString('variationId'),
        replace: body.boolean('replace', false),
      });
    }),
  );

  router.get('/tenants', (req: KeyRequest, res) => {
    const flag = flagOr404(repository, req, res);
    if (!flag) return;
    const ids = typeof req.query.ids === 'string' ? req.query.ids.split(',') : [];
    const corporationIds = ids.map((id) => id.trim()).filter((id) => id !== '');
    res.json({
      flagKey: flag.key,
      isEnabled: flag.isEnabled,
      tenants: tenantVariations(flag, corporationIds, repository.listSegments()),
    });
  });

  router.post('/rollout', (req: KeyRequest, res) =>
    edit(req, res, (flag) => {
      const body = FieldReader.of(req.body, 'body');
      return setRollout(flag, {
        percentage: body.number('percentage'),
        dispatchKey: body.has('dispatchKey') ? body.nullableString('dispatchKey') : undefined,
        variationId: body.optionalString('variationId'),
        otherVariationId: body.optionalString('otherVariationId'),
      });
    }),
  );

  return router;
}
