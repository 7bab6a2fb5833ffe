import type { BillMessageRule } from '../adminRules/ruleTypes';
import type { ListResponse } from '../data/types';
import { startRouterApp, type RouterApp } from '../groupCenter/testing/startRouterApp';
import { flowRulesRouter } from './flowRulesRouter';

const BASE = '/v1/flow/smallComponentConfig';

describe('the bill additional-message rule routes', () => {
  let app: RouterApp;

  beforeEach(async () => {
    app = await startRouterApp([flowRulesRouter]);
  });

  afterEach(() => app.close());

  const search = async (filterBy: string, start = 0, count = 10) =>
    (await app.call('POST', `${BASE}/search`, { filterBy, limit: { start, count } }))
      .body as ListResponse<BillMessageRule>;

  it('finds active rules by a name-contains clause and pages them', async () => {
    expect((await search('active==true')).count).toBe(3);
    const found = await search('active==true && name.contains("差旅")');
    expect(found.items.map((rule) => rule.name)).toEqual(['差旅报销提示']);
    const page = await search('active==true', 2, 2);
    expect(page.items).toHaveLength(1);
    expect(page.count).toBe(3);
  });

  it('creates with defaults, updates in place and soft-deletes', async () => {
    const created = await app.call('POST', BASE, { name: '新规则' });
    const rule = (created.body as { value: BillMessageRule }).value;
    expect(rule).toMatchObject({ name: '新规则', active: true, riskTips: { datas: [], sort: 2 } });
    expect(rule).not.toHaveProperty('staffs');
    expect(rule.customDisplaies.displayName).toBe('description');

    await app.call('POST', BASE, { ...rule, name: '改名规则' });
    expect((await search('active==true && name.contains("改名")')).count).toBe(1);

    expect((await app.call('PUT', `${BASE}/${rule.id}?active=false`)).status).toBe(200);
    expect((await search('active==true && name.contains("改名")')).count).toBe(0);
  });

  it('refuses two blocks with the same sort and a bad filter', async () => {
    const clash = await app.call('POST', BASE, { name: 'x', riskTips: { datas: [], sort: 1 } });
    expect(clash.status).toBe(400);
    const bad = await app.call('POST', `${BASE}/search`, { filterBy: 'owner=="x"' });
    expect(bad.status).toBe(400);
  });

  it('answers the specification ids and the rule for a specification', async () => {
    const ids = (await app.call('GET', `${BASE}/getSpecificationIds`)).body as {
      value: { all: boolean; specificationIds: string[] };
    };
    expect(ids.value.specificationIds.length).toBeGreaterThan(0);
    const config = await app.call(
      'GET',
      `${BASE}/getSmallComponentConfig?specificationId=${ids.value.specificationIds[0]}`,
    );
    expect((config.body as { value: BillMessageRule }).value.name).toBe('默认规则');
  });
});
