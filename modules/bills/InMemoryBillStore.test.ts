import { autorun } from 'mobx';
import { InMemoryBillStore } from './InMemoryBillStore';
import { manyBills } from './testing/manyBills';

function loaded(count = 10_000) {
  const store = new InMemoryBillStore();
  store.load(manyBills(count));
  return store;
}

describe('InMemoryBillStore', () => {
  it('holds 10,000 bills and pages them ten at a time, newest update first', () => {
    const store = loaded();
    expect(store.size).toBe(10_000);
    expect(store.count).toBe(10_000);
    expect(store.pageCount).toBe(1000);
    expect(store.pageItems.map((bill) => bill.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bill-${9999 - i}`),
    );
  });

  describe('when filtered', () => {
    it('searches the title or the code, ignoring case', () => {
      const store = loaded();
      store.setFilters({ searchText: '办公用品 1' });
      expect(store.matching.every((bill) => bill.title.startsWith('办公用品 1'))).toBe(true);
      store.setFilters({ searchField: 'code', searchText: 'b000012' });
      expect(store.matching.map((bill) => bill.code).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `B000012${i}`),
      );
    });

    it('combines state, submitter name and app filters with ==, contains and none', () => {
      const store = loaded(100);
      store.setFilters({ state: 'approving', submitterName: 'lucy' });
      expect(store.matching.map((bill) => bill.id)).toEqual(
        manyBills(100)
          .filter((bill) => bill.state === 'approving' && bill.submitter?.name === 'Lucy Li')
          .map((bill) => bill.id)
          .reverse(),
      );
      store.setFilters({ state: null, submitterName: '', appId: 'none' });
      expect(store.count).toBe(90);
      store.setFilters({ appId: 'hose-mall' });
      expect(store.count).toBe(10);
    });

    it('starts again from page 1 and clamps pages asked for', () => {
      const store = loaded(100);
      store.setPage(4);
      expect(store.page).toBe(4);
      store.setFilters({ state: 'paid' });
      expect(store.page).toBe(1);
      store.setPage(99);
      expect(store.page).toBe(store.pageCount);
      store.setPage(Number.NaN);
      expect(store.page).toBe(1);
    });
  });

  it('recomputes the matches once per change for an observer, not once per read', () => {
    const store = loaded(50);
    let runs = 0;
    const stop = autorun(() => {
      void store.pageItems;
      void store.count;
      runs += 1;
    });
    store.setFilters({ searchText: '差旅' });
    stop();
    expect(runs).toBe(2);
  });
});
