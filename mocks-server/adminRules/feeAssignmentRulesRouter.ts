import { Router, type Request, type Response } from 'express';
import { BillActionError } from '../bills/BillActionError';
import { currentStaffOf } from '../hosts/currentStaffOf';
import type { RuleRouteContext } from './RuleRouteContext';
import { adminRulesOf, nextRuleId } from './adminRulesState';
import { answerAction } from './answerAction';
import { parseFeeRuleBody } from './parseFeeRuleBody';
import type { FeeAssignmentRule } from './ruleTypes';

const BASE = '/form/v2/references';
const TYPE = 'FeeAssignmentRule';

/**
 * Fee assignment rules as form references (docs/admin.md), mounted on /api. Other reference types
 * pass on (next) so another router may answer them.
 */
export function feeAssignmentRulesRouter(context: RuleRouteContext): Router {
  const router = Router();
  const ownRules = (req: Request, res: Response) => {
    const state = context.state();
    const staff = currentStaffOf(req, res, state);
    if (!staff) return undefined;
    const data = adminRulesOf(state);
    return { data, corporationId: staff.corporationId };
  };
  const find = (rules: FeeAssignmentRule[], id: string, corporationId: string) => {
    const rule = rules.find((item) => item.id === id && item.corporationId === corporationId);
    if (!rule) throw new BillActionError(404, 'error:lab:no-rule', 'No such fee assignment rule');
    return rule;
  };

  router.get(`${BASE}/list`, (req, res, next) => {
    if (req.query.type !== TYPE) return next();
    const scope = ownRules(req, res);
    if (!scope) return;
    const items = scope.data.feeRules.filter((rule) => rule.corporationId === scope.corporationId);
    res.json({ items, count: items.length });
  });

  router.post(`${BASE}/create`, (req, res) => {
    const scope = ownRules(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const { id, ...fields } = parseFeeRuleBody(req.body);
      const ruleId = id ?? `${scope.corporationId}:${nextRuleId(scope.data, 'fee-rule')}`;
      if (scope.data.feeRules.some((rule) => rule.id === ruleId)) {
        throw new BillActionError(409, 'error:lab:duplicate-rule', 'A rule with this id exists');
      }
      const created: FeeAssignmentRule = {
        ...fields,
        id: ruleId,
        corporationId: scope.corporationId,
      };
      scope.data.feeRules.push(created);
      return { value: created };
    });
  });

  router.get(`${BASE}/:id`, (req, res, next) => {
    if (req.query.type !== TYPE) return next();
    const scope = ownRules(req, res);
    if (!scope) return;
    answerAction(res, () => ({
      value: find(scope.data.feeRules, req.params.id, scope.corporationId),
    }));
  });

  router.put(`${BASE}/:id`, (req, res) => {
    const scope = ownRules(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const rule = find(scope.data.feeRules, req.params.id, scope.corporationId);
      const { name, type, active, details } = parseFeeRuleBody(asObject(req.body));
      Object.assign(rule, { name, type, active, details });
      return { value: rule };
    });
  });

  return router;
}

function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
}
