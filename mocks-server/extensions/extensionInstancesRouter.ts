import { Router, type Request, type Response } from 'express';
import { answerAction } from '../adminRules/answerAction';
import type { RuleRouteContext } from '../adminRules/RuleRouteContext';
import { BillActionError } from '../bills/BillActionError';
import { currentStaffOf } from '../hosts/currentStaffOf';
import { extensionInstancesOf, type LabExtensionInstance } from './extensionInstancesState';

const BASE = '/v1/extension/instances';

/** The answer leaves the tenant id out: the caller's corporation is implied. */
const shown = ({ corporationId: _corp, ...instance }: LabExtensionInstance) => instance;

function capOf(body: unknown): number {
  const cap = (body as { cap?: unknown } | null)?.cap;
  if (typeof cap !== 'number' || !Number.isSafeInteger(cap) || cap < 0) {
    throw new BillActionError(400, 'error:lab:bad-cap', 'cap must be a whole number of 0 or more');
  }
  return cap;
}

/** Extension instances of the caller's corporation and their caps (README.md), on /api. */
export function extensionInstancesRouter(context: RuleRouteContext): Router {
  const router = Router();
  const own = (req: Request, res: Response) => {
    const state = context.state();
    const staff = currentStaffOf(req, res, state);
    if (!staff) return undefined;
    return extensionInstancesOf(state).filter((item) => item.corporationId === staff.corporationId);
  };

  router.get(BASE, (req, res) => {
    const items = own(req, res)?.map(shown);
    if (items) res.json({ items, count: items.length });
  });

  router.put(`${BASE}/:id/cap`, (req, res) => {
    const instances = own(req, res);
    if (!instances) return;
    answerAction(res, () => {
      const instance = instances.find((item) => item.id === req.params.id);
      if (!instance) throw new BillActionError(404, 'error:lab:no-extension', 'No such instance');
      if (instance.management !== 'LIMITED') {
        throw new BillActionError(409, 'error:lab:not-limited', '手动管理的实例没有使用上限');
      }
      const cap = capOf(req.body);
      if (cap < instance.usedCount) {
        throw new BillActionError(
          409,
          'error:lab:cap-below-used',
          `上限不能小于已使用的次数 ${instance.usedCount}`,
        );
      }
      instance.cap = cap;
      return { value: shown(instance) };
    });
  });

  return router;
}
