import type { ListResponse, Tenant } from '../data/types';
import { TARGET_DURATION_MS } from '../groupCenter/batchTasks';
import { startRouterApp, type RouterApp } from '../groupCenter/testing/startRouterApp';
import { groupCenterRouter } from './groupCenterRouter';

interface BatchAnswer {
  meta: { value: boolean };
  value: { state: string; progress: number; targets: { state: string }[] } | null;
}

describe('the group center routes', () => {
  let app: RouterApp;
  let tenants: Tenant[];

  beforeEach(async () => {
    app = await startRouterApp([groupCenterRouter]);
    const answer = await app.call('GET', '/v1/group/center/permission/getTenants?model=PERMISSION');
    tenants = (answer.body as ListResponse<Tenant>).items;
  });

  afterEach(() => app.close());

  const batch = (targetCorpIds: string[]) =>
    app.call('POST', '/v1/group/center/batchDown?taskType=PERMISSION', {
      targetCorpIds,
      downDataIds: ['FEE_TYPE', 'BUDGET'],
      permissions: [
        { name: 'FEE_TYPE', auth: true },
        { name: 'BUDGET', auth: true },
      ],
      allDown: false,
    });

  const progress = async () =>
    (await app.call('GET', '/v1/group/center/task/batchTaskIsFinish?taskType=PERMISSION'))
      .body as BatchAnswer;

  it('lists the group’s subsidiaries with their permissions', () => {
    expect(tenants).toHaveLength(3);
    for (const tenant of tenants) {
      expect(tenant.parentId).toBe(app.state.tenants[0].id);
      expect(tenant.permissions[0]).toEqual({ name: 'SPECIFICATION', auth: expect.any(Boolean) });
    }
  });

  it('runs a batch for a few seconds, then grants the permissions', async () => {
    const targets = tenants.slice(0, 2).map((tenant) => tenant.corporationId);
    expect((await batch(targets)).status).toBe(200);
    expect((await progress()).meta.value).toBe(false);
    app.advance(TARGET_DURATION_MS);
    expect((await progress()).value?.progress).toBe(50);
    app.advance(TARGET_DURATION_MS);
    const done = await progress();
    expect(done.meta.value).toBe(true);
    expect(done.value?.state).toBe('SUCCESS');
    for (const corporationId of targets) {
      const tenant = app.state.tenants.find((item) => item.corporationId === corporationId);
      expect(tenant?.permissions.filter((p) => p.auth).map((p) => p.name)).toEqual(
        expect.arrayContaining(['FEE_TYPE', 'BUDGET']),
      );
    }
  });

  it('fails the part of an inactive subsidiary', async () => {
    app.state.tenants[1].active = false;
    await batch([tenants[0].corporationId]);
    app.advance(TARGET_DURATION_MS);
    const status = await app.call(
      'GET',
      `/v1/group/center/task/taskType/status/isFinished?taskType=PERMISSION&targetCorpId=${tenants[0].corporationId}`,
    );
    expect(status.body).toEqual({ value: true, meta: { state: 'FAILED', progress: 100 } });
    expect((await progress()).value?.state).toBe('FAILED');
  });

  it('refuses a batch without targets or for a corporation outside the group', async () => {
    expect((await batch([])).status).toBe(400);
    expect((await batch([app.state.tenants[0].corporationId])).status).toBe(400);
  });

  it('adds shared permissions to a subsidiary', async () => {
    const corpId = tenants[2].corporationId;
    const answer = await app.call('PUT', '/v1/group/center/share/permission/add', {
      corpId,
      model: 'PERMISSION',
      permissions: [{ name: 'DIMENSION', auth: false }],
      recode: false,
    });
    expect(answer.status).toBe(200);
    const tenant = app.state.tenants.find((item) => item.corporationId === corpId);
    expect(tenant?.permissions.find((p) => p.name === 'DIMENSION')?.auth).toBe(false);
  });
});
