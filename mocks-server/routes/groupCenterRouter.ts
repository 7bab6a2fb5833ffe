import { Router, type Request, type Response } from 'express';
import { answerAction } from '../adminRules/answerAction';
import { BillActionError } from '../bills/BillActionError';
import { batchStatusAt, latestTask, targetStatusAt } from '../groupCenter/batchTasks';
import {
  grantPermissions,
  groupCenterOf,
  settleTask,
  subsidiariesOf,
} from '../groupCenter/groupCenterState';
import { badBatch, parseBatchDownBody, parsePermissions } from '../groupCenter/parseBatchDownBody';
import { currentStaffOf } from '../hosts/currentStaffOf';
import type { RuleRouteContext } from '../adminRules/RuleRouteContext';

const BASE = '/v1/group/center';

const queryText = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Group center (docs/admin.md), mounted on /api: the group's subsidiaries with their permissions,
 * batch distribution as timed tasks, their status, and share-permission add
 * (mocks-server/groupCenter/README.md).
 */
export function groupCenterRouter(context: RuleRouteContext): Router {
  const router = Router();
  const scopeOf = (req: Request, res: Response) => {
    const state = context.state();
    const staff = currentStaffOf(req, res, state);
    if (!staff) return undefined;
    const data = groupCenterOf(state);
    const now = context.now().getTime();
    return { state, data, now, tenants: subsidiariesOf(state, staff.corporationId) };
  };

  router.get(`${BASE}/permission/getTenants`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    scope.data.tasks.forEach((task) => settleTask(scope.state, task, scope.now));
    res.json({ items: scope.tenants, count: scope.tenants.length });
  });

  router.post(`${BASE}/batchDown`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const taskType = queryText(req, 'taskType');
      if (!taskType) throw badBatch('taskType is required');
      const input = parseBatchDownBody(req.body);
      const targets = input.targetCorpIds.map((corporationId) => {
        const tenant = scope.tenants.find((item) => item.corporationId === corporationId);
        if (!tenant) throw badBatch(`${corporationId} is not a subsidiary of this group`);
        return { corporationId, fails: !tenant.active };
      });
      scope.data.nextId += 1;
      const task = {
        ...input,
        id: `batch-${scope.data.nextId}`,
        taskType,
        startedAt: scope.now,
        targets,
        applied: false,
      };
      scope.data.tasks.push(task);
      return { value: { taskId: task.id, taskType } };
    });
  });

  router.get(`${BASE}/task/taskType/status/isFinished`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const corporationId = queryText(req, 'targetCorpId');
    const task = latestTask(scope.data.tasks, queryText(req, 'taskType'), corporationId);
    if (!task) {
      res.json({ value: true, meta: { state: 'SUCCESS', progress: 100 } });
      return;
    }
    settleTask(scope.state, task, scope.now);
    const index = task.targets.findIndex((target) => target.corporationId === corporationId);
    const status = targetStatusAt(task, index, scope.now);
    const progress = status.state === 'RUNNING' ? 0 : 100;
    res.json({ value: status.state !== 'RUNNING', meta: { state: status.state, progress } });
  });

  router.get(`${BASE}/task/batchTaskIsFinish`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    const task = latestTask(scope.data.tasks, queryText(req, 'taskType'));
    if (!task) {
      res.json({ meta: { value: true }, value: null });
      return;
    }
    settleTask(scope.state, task, scope.now);
    const status = batchStatusAt(task, scope.now);
    res.json({ meta: { value: status.finished }, value: { taskId: task.id, ...status } });
  });

  router.put(`${BASE}/share/permission/add`, (req, res) => {
    const scope = scopeOf(req, res);
    if (!scope) return;
    answerAction(res, () => {
      const body: unknown = req.body;
      const fields = typeof body === 'object' && body !== null ? body : {};
      const corpId: unknown = Reflect.get(fields, 'corpId');
      const tenant = scope.tenants.find((item) => item.corporationId === corpId);
      if (!tenant) throw new BillActionError(404, 'error:lab:no-tenant', 'No such subsidiary');
      grantPermissions(tenant, parsePermissions(Reflect.get(fields, 'permissions') ?? []));
      return { value: tenant };
    });
  });

  return router;
}
