import { createListQuery } from '@shell/query';
import type { ListPage, LoadOptions, PagedListSource } from './PagedListSource';
import { PagedListStore } from './PagedListStore';

interface Call {
  start: number;
  options: LoadOptions;
  answer(page: ListPage<string>): void;
}

/** A list whose answers the test hands out, in any order it likes. */
function scriptedList() {
  const calls: Call[] = [];
  const source: PagedListSource<string, { title: string }> = {
    name: 'things',
    query: (_filters, at) => createListQuery().page(at.page, at.pageSize).toBody(),
    load: (body, options) =>
      new Promise((resolve) => {
        const { start } = (body as { limit: { start: number } }).limit;
        calls.push({ start, options, answer: resolve });
      }),
    keyOf: (item) => item,
  };
  const store = new PagedListStore(source, { filters: { title: '' }, pageSizes: [2] });
  return { calls, store };
}

const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
};

describe('PagedListStore refresh', () => {
  it('asks for a fresh answer and shows what the server holds now', async () => {
    const { calls, store } = scriptedList();
    const loaded = store.fetchPage();
    calls[0].answer({ items: ['a', 'b'], count: 2 });
    await loaded;
    const refreshed = store.refresh();
    expect(calls[1].options).toEqual({ fresh: true });
    expect(store.isFetching).toBe(true);
    calls[1].answer({ items: ['new', 'a'], count: 3 });
    await refreshed;
    expect([store.orderedData, store.count, store.isFetching]).toEqual([['new', 'a'], 3, false]);
  });

  it('starts again from the first page shown after load-more, so the top of the list is new', async () => {
    const { calls, store } = scriptedList();
    const loaded = store.fetchPage();
    calls[0].answer({ items: ['a', 'b'], count: 4 });
    await loaded;
    const more = store.loadMore();
    calls[1].answer({ items: ['c', 'd'], count: 4 });
    await more;
    const refreshed = store.refresh();
    expect(calls[2].start).toBe(0);
    calls[2].answer({ items: ['new', 'a'], count: 5 });
    await refreshed;
    expect([store.orderedData, store.page]).toEqual([['new', 'a'], 1]);
  });

  it('drops an answer that arrives after the refresh’s own', async () => {
    const { calls, store } = scriptedList();
    const loading = store.fetchPage();
    const refreshed = store.refresh();
    calls[1].answer({ items: ['fresh'], count: 1 });
    await refreshed;
    calls[0].answer({ items: ['stale'], count: 1 });
    await loading;
    await settle();
    expect(store.orderedData).toEqual(['fresh']);
  });
});
