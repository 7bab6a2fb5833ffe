import { HttpError, IGNORE_CODE } from '@shell/http';
import { BillsStore } from './BillsStore';
import { filterPatch } from './models/filterPatch';
import { BILL_STATES } from './types';
import { billSummary } from './testing/billFixtures';
import { fakeBillsApi } from './testing/fakeBillsApi';
import { fakeBillsRoot } from './testing/fakeBillsRoot';

function newStore(flag?: unknown) {
  const api = fakeBillsApi();
  const { root, setFlag } = fakeBillsRoot(flag);
  return { api, setFlag, store: new BillsStore(root, api, { now: () => 0 }) };
}

const bills = (...ids: string[]) => ids.map((id) => billSummary({ id }));
const lastBody = (mock: jest.Mock) => mock.mock.calls[mock.mock.calls.length - 1][0];

describe('BillsStore lists', () => {
  it('loads my bills in the order the server gave, then stops fetching', async () => {
    const { api, store } = newStore();
    api.searchMyBills.mockResolvedValueOnce({ items: bills('b2', 'b1'), count: 2 });
    const loading = store.mine.fetchPage();
    expect(store.mine.isFetching).toBe(true);
    await loading;
    expect(store.mine.orderedData.map((bill) => bill.id)).toEqual(['b2', 'b1']);
    expect([store.mine.count, store.mine.isLoaded, store.mine.isFetching]).toEqual([
      2,
      true,
      false,
    ]);
  });

  it('turns a filter into the query body and starts again from page 1', async () => {
    const { api, store } = newStore();
    api.searchMyBills.mockResolvedValue({ items: bills('b1'), count: 30 });
    await store.mine.fetchPage();
    await store.mine.setPage(3);
    await store.mine.setFilters(filterPatch('state', 'rejected', BILL_STATES));
    expect(store.mine.page).toBe(1);
    expect(lastBody(api.searchMyBills)).toMatchObject({
      filterBy: 'state == "rejected"',
      limit: { start: 0, count: 10 },
    });
  });

  it('drops a select value that is not on its list instead of querying it', async () => {
    const { api, store } = newStore();
    await store.mine.setFilters(filterPatch('state', 'approving") || (true', BILL_STATES));
    expect(store.mine.filters.state).toBeNull();
    expect(lastBody(api.searchMyBills).filterBy).toBeUndefined();
  });

  describe('when paging', () => {
    it('keeps the page between 1 and the last page', async () => {
      const { api, store } = newStore();
      api.searchMyBills.mockResolvedValue({ items: bills('b1'), count: 25 });
      await store.mine.fetchPage();
      await store.mine.setPage(9);
      expect(store.mine.page).toBe(3);
      expect(lastBody(api.searchMyBills).limit).toEqual({ start: 20, count: 10 });
      await store.mine.setPage(0);
      expect(store.mine.page).toBe(1);
      await store.mine.setPage(2.5);
      expect(store.mine.page).toBe(1);
    });

    it('falls back to the last page when the list shrank under it', async () => {
      const { api, store } = newStore();
      api.searchMyBills.mockResolvedValueOnce({ items: bills('b1'), count: 30 });
      await store.mine.fetchPage();
      api.searchMyBills
        .mockResolvedValueOnce({ items: [], count: 12 })
        .mockResolvedValueOnce({ items: bills('b11', 'b12'), count: 12 });
      await store.mine.setPage(3);
      expect(store.mine.page).toBe(2);
      expect(store.mine.orderedData.map((bill) => bill.id)).toEqual(['b11', 'b12']);
    });

    it('accepts only the offered page sizes', async () => {
      const { api, store } = newStore();
      await store.mine.setPageSize(20);
      expect(lastBody(api.searchMyBills).limit).toEqual({ start: 0, count: 20 });
      await store.mine.setPageSize(33);
      expect(store.mine.pageSize).toBe(20);
    });
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const { api, store } = newStore();
    let answerOld: (page: { items: ReturnType<typeof bills>; count: number }) => void = () => {};
    api.searchMyBills
      .mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce({ items: bills('new'), count: 1 });
    const old = store.mine.fetchPage();
    await store.mine.setFilters(filterPatch('scene', 'done', BILL_STATES));
    answerOld({ items: bills('old'), count: 1 });
    await old;
    expect(store.mine.orderedData.map((bill) => bill.id)).toEqual(['new']);
  });

  describe('when a load fails', () => {
    it('shows nothing for a superseded request', async () => {
      const { api, store } = newStore();
      api.searchMyBills.mockRejectedValueOnce(new HttpError({ code: IGNORE_CODE, message: '' }));
      await store.mine.fetchPage();
      expect([store.mine.error, store.mine.isFetching]).toEqual([null, false]);
    });

    it('reports the failure and clears it on a successful retry', async () => {
      const { api, store } = newStore();
      api.searchMyBills.mockRejectedValueOnce(
        new HttpError({ code: 'x', message: 'down', status: 500 }),
      );
      await store.mine.fetchPage();
      expect(store.mine.error).toBe('failed');
      await store.mine.fetchPage();
      expect(store.mine.error).toBeNull();
    });
  });

  it('lists the backlog through its own call, each bill once', async () => {
    const { api, store } = newStore();
    const bill = billSummary({ id: 'b1' });
    const task = (id: string) => ({
      id,
      state: 'APPROVING' as const,
      nodeName: 'N',
      createTime: 1,
      bill,
    });
    api.searchBacklog.mockResolvedValueOnce({ items: [task('t1'), task('t2')], count: 2 });
    await store.backlog.fetchPage();
    expect(lastBody(api.searchBacklog).filterBy).toMatch(/^state\.in\(/);
    expect(store.backlogBills).toEqual([bill]);
    expect(api.searchMyBills).not.toHaveBeenCalled();
  });
});
