import { Router, type Request } from 'express';
import { adminRulesOf, nextRuleId } from '../adminRules/adminRulesState';
import { answerAction } from '../adminRules/answerAction';
import { parseRuleBody } from '../adminRules/parseRuleBody';
import { RULE_FIELDS } from '../adminRules/ruleFields';
import type { BillMessageRule } from '../adminRules/ruleTypes';
import { BillActionError } from '../bills/BillActionError';
import { parseListQuery } from '../bills/query/parseListQuery';
import { runListQuery } from '../bills/query/runListQuery';
import { currentStaffOf } from '../hosts/currentStaffOf';
import type { RuleRouteContext } from '../adminRules/RuleRouteContext';

const BASE = '/v1/flow/smallComponentConfig';

/**
 * Bill additional-message rules (docs/admin.md), mounted on /api: search, save, soft delete and the
 * specification lookups under /v1/flow/smallComponentConfig (mocks-server/adminRules/README.md).
 */
export function flowRulesRouter(context: RuleRouteContext): Router {
  const router = Router();
  const scopeOf = (req: Request, res: Parameters<typeof currentStaffOf>[1]) => {
    const state = context.state();
    const staff = currentStaffOf(req, res, state);
    return staff ? { state, corporationId: staff.corporationId } : undefined;
  };

  router.post(`${BASE}/search`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const query = parseListQuery(req.body, { path: 'updateTime', descending: true });
      const own = adminRulesOf(scope.state).rules.filter(
        (rule) => rule.corporationId === scope.corporationId,
      );
      const { page, count } = runListQuery(own, query, RULE_FIELDS);
      return { items: page, count };
    });
  });

  router.post(BASE, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const input = parseRuleBody(req.body);
      const data = adminRulesOf(scope.state);
      const now = context.now().getTime();
      const { id, ...fields } = input;
      const existing = id ? findRule(data.rules, id, scope.corporationId) : undefined;
      if (existing) {
        // A save replaces the rule: absent staffs or specifications mean "all" again.
        const saved: BillMessageRule = {
          ...fields,
          id: existing.id,
          corporationId: existing.corporationId,
          createTime: existing.createTime,
          updateTime: now,
        };
        data.rules.splice(data.rules.indexOf(existing), 1, saved);
        return { value: saved };
      }
      const created: BillMessageRule = {
        ...fields,
        id: `${scope.corporationId}:${nextRuleId(data, 'rule')}`,
        corporationId: scope.corporationId,
        createTime: now,
        updateTime: now,
      };
      data.rules.push(created);
      return { value: created };
    });
  });

  router.get(`${BASE}/getSpecificationIds`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const specificationIds = scope.state.specifications
      .filter((spec) => spec.active && spec.corporationId === scope.corporationId)
      .map((spec) => spec.id);
    res.json({ value: { all: false, specificationIds } });
  });

  router.get(`${BASE}/getSmallComponentConfig`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const specificationId =
      typeof req.query.specificationId === 'string' ? req.query.specificationId : '';
    const rule = adminRulesOf(scope.state).rules.find(
      (candidate) =>
        candidate.active &&
        candidate.corporationId === scope.corporationId &&
        (!candidate.specificationIds || candidate.specificationIds.includes(specificationId)),
    );
    res.json({ value: rule ?? null });
  });

  router.put(`${BASE}/:id`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    answerAction(res, () => {
      if (req.query.active !== 'false') {
        throw new BillActionError(400, 'error:lab:bad-rule', 'Only ?active=false is supported');
      }
      const rule = findRule(adminRulesOf(scope.state).rules, req.params.id, scope.corporationId);
      if (!rule) throw new BillActionError(404, 'error:lab:no-rule', 'No such rule');
      rule.active = false;
      rule.updateTime = context.now().getTime();
      return { value: rule };
    });
  });

  return router;
}

function findRule(rules: BillMessageRule[], id: string, corporationId: string) {
  return rules.find((rule) => rule.id === id && rule.corporationId === corporationId);
}
