import { observable } from 'mobx';
import type { ApprovalRoot } from './ApprovalRoot';
import { ApprovalStore } from './ApprovalStore';
import { backlogQuery } from './models/backlogQuery';
import { ME } from './testing/approvalFixtures';
import { fakeApprovalApi } from './testing/fakeApprovalApi';

function storeWith(bulkFlag: unknown = false) {
  const api = fakeApprovalApi();
  const flags = observable.box({ store: { variation: () => bulkFlag } });
  const root: ApprovalRoot = { flags, session: { staff: { id: ME } } };
  return { api, store: new ApprovalStore(root, api, { now: () => 5 }) };
}

describe('the approval store', () => {
  it('keeps the fetched bill and says when it does not exist', async () => {
    const { api, store } = storeWith();
    await store.fetch('b1');
    expect(store.data.get('b1')?.code).toBe('B2600031');
    api.getBill.mockRejectedValueOnce({ status: 404 });
    await store.fetch('gone');
    expect(store.errors.get('gone')).toBe('notFound');
  });

  it('sends a reject with the chosen node and keeps the answer', async () => {
    const { api, store } = storeWith();
    expect(await store.act('b1', 'reject', { comment: '退回', rejectTo: 'manager' })).toBe(true);
    expect(api.approve).toHaveBeenCalledWith('b1', {
      action: 'reject',
      comment: '退回',
      rejectTo: 'manager',
    });
    expect(store.data.get('b1')?.actions).toEqual([]);
    expect(store.isSaving).toBe(false);
  });

  it('sends a reject to the submitter without rejectTo', async () => {
    const { api, store } = storeWith();
    await store.act('b1', 'reject', { comment: '发票不全' });
    expect(api.approve).toHaveBeenCalledWith('b1', { action: 'reject', comment: '发票不全' });
  });

  it('pays through the chosen channel and records the bank’s result', async () => {
    const { api, store } = storeWith();
    await store.act('b1', 'payChanpay');
    expect(api.pay).toHaveBeenCalledWith('b1', 'CHANPAY', 1);
    await store.act('b1', 'payFailure', { comment: '账户有误' });
    expect(api.paymentResult).toHaveBeenCalledWith('b1', false, '账户有误');
    await store.act('b1', 'archive');
    expect(store.data.get('b1')?.state).toBe('archived');
  });

  it('shows the server’s message when a step is refused, and keeps the bill as it was', async () => {
    const { api, store } = storeWith();
    await store.fetch('b1');
    api.approve.mockRejectedValueOnce({ message: '当前节点不能由您审批' });
    expect(await store.act('b1', 'agree', { comment: '' })).toBe(false);
    expect(store.stepError).toEqual({ error: { message: '当前节点不能由您审批' } });
    expect(store.data.get('b1')?.state).toBe('approving');
    expect(api.getBill).toHaveBeenCalledTimes(2);
  });

  it('reads the bulk-agree flag', () => {
    expect(storeWith(true).store.bulkAgreeEnabled).toBe(true);
    expect(storeWith(false).store.bulkAgreeEnabled).toBe(false);
  });
});

describe('the backlog', () => {
  it('builds the query builder’s filter from the state and the search text', () => {
    const at = { page: 1, pageSize: 20 };
    expect(backlogQuery({ state: 'ALL', search: ' ' }, at).filterBy).toBeUndefined();
    expect(backlogQuery({ state: 'PAYING', search: '差"旅' }, at).filterBy).toBe(
      'state == "PAYING" && form.title.contains("差\\"旅")',
    );
  });

  it('agrees the selected bills at once and reloads the tasks', async () => {
    const { api, store } = storeWith(true);
    store.backlog.toggle('b1');
    store.backlog.toggle('b2');
    store.backlog.toggle('b2');
    store.backlog.toggle('b3');
    const results = await store.bulkAgree('批量同意');
    expect(api.bulkAgree).toHaveBeenCalledWith(['b1', 'b3'], '批量同意');
    expect(results).toHaveLength(2);
    expect(store.backlog.selected.size).toBe(0);
    expect(api.searchBacklog.mock.lastCall?.[1]).toEqual({ fresh: true });
  });
});
