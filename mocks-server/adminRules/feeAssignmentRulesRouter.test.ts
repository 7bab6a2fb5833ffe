import type { ListResponse } from '../data/types';
import { startRouterApp, type RouterApp } from '../groupCenter/testing/startRouterApp';
import { feeAssignmentRulesRouter } from './feeAssignmentRulesRouter';
import type { FeeAssignmentRule } from './ruleTypes';

const BASE = '/form/v2/references';

describe('the fee assignment rule routes', () => {
  let app: RouterApp;

  beforeEach(async () => {
    app = await startRouterApp([feeAssignmentRulesRouter]);
  });

  afterEach(() => app.close());

  it('lists, creates, reads and updates rules of type FeeAssignmentRule', async () => {
    const list = await app.call('GET', `${BASE}/list?type=FeeAssignmentRule`);
    expect((list.body as ListResponse<FeeAssignmentRule>).count).toBe(2);

    const created = await app.call('POST', `${BASE}/create`, {
      id: 'fee-x',
      name: '新分摊',
      active: true,
      details: [],
    });
    expect((created.body as { value: FeeAssignmentRule }).value.type).toBe('ApplicationToExpense');

    await app.call('PUT', `${BASE}/fee-x`, { name: '改名分摊', type: 'Customized', details: [] });
    const read = await app.call('GET', `${BASE}/fee-x?type=FeeAssignmentRule`);
    expect((read.body as { value: FeeAssignmentRule }).value).toMatchObject({
      name: '改名分摊',
      type: 'Customized',
    });
  });

  it('refuses an unknown type and passes other reference types on', async () => {
    const bad = await app.call('POST', `${BASE}/create`, { name: 'x', type: 'Other' });
    expect(bad.status).toBe(400);
    expect((await app.call('GET', `${BASE}/list?type=Other`)).status).toBe(404);
  });
});
