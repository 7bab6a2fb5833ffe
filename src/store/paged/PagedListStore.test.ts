import { createListQuery } from '@shell/query';
import { HttpError } from '@shell/http';
import type { ListPage, LoadOptions, PagedListSource } from './PagedListSource';
import { PagedListStore } from './PagedListStore';

interface Filters {
  state: string | null;
  title: string;
}

interface Call {
  body: { filterBy?: string; limit: { start: number; count: number } };
  options: LoadOptions;
  answer(page: ListPage<string>): void;
  fail(error: unknown): void;
}

/** A source whose answers the test hands out, in any order it likes. */
function scriptedSource() {
  const calls: Call[] = [];
  const source: PagedListSource<string, Filters> = {
    name: 'things',
    query: (filters, at) => {
      let query = createListQuery();
      if (filters.state) query = query.eq('state', filters.state);
      if (filters.title) query = query.contains('title', filters.title);
      return query.page(at.page, at.pageSize).toBody();
    },
    load: (body, options) =>
      new Promise((resolve, reject) =>
        calls.push({ body: body as Call['body'], options, answer: resolve, fail: reject }),
      ),
    keyOf: (item) => item,
  };
  const store = new PagedListStore(source, {
    filters: { state: null, title: '' },
    pageSizes: [10, 20],
  });
  return { calls, store };
}

const page = (items: string[], count = items.length) => ({ items, count });

describe('PagedListStore', () => {
  it('sends the filters as the query builder’s body, paged from 1', async () => {
    const { calls, store } = scriptedSource();
    const loading = store.setFilters({ state: 'draft', title: '差旅' });
    expect(calls[0].body).toEqual({
      filterBy: 'state == "draft" && title.contains("差旅")',
      limit: { start: 0, count: 10 },
    });
    calls[0].answer(page(['a'], 31));
    await loading;
    expect([store.orderedData, store.pageCount, store.isFiltered]).toEqual([['a'], 4, true]);
  });

  describe('when answers arrive out of order', () => {
    it('keeps the newest request’s answer and drops the late one', async () => {
      const { calls, store } = scriptedSource();
      const first = store.setFilters({ title: 'a' });
      const second = store.setFilters({ title: 'ab' });
      calls[1].answer(page(['ab-1']));
      await second;
      calls[0].answer(page(['a-1', 'a-2']));
      await first;
      expect(store.orderedData).toEqual(['ab-1']);
      expect(store.filters.title).toBe('ab');
      expect(store.isFetching).toBe(false);
    });

    it('drops a late failure too, so an old error never covers a newer answer', async () => {
      const { calls, store } = scriptedSource();
      const first = store.fetchPage();
      const second = store.fetchPage();
      calls[1].answer(page(['x']));
      await second;
      calls[0].fail(new Error('network'));
      await first;
      expect([store.error, store.orderedData]).toEqual([null, ['x']]);
    });
  });

  describe('reading after a write', () => {
    it('asks for a fresh answer after its own write, and shares again afterwards', async () => {
      const { calls, store } = scriptedSource();
      const loaded = store.fetchPage();
      calls[0].answer(page(['a', 'b']));
      await loaded;
      const written = store.write(async () => 'done');
      await Promise.resolve();
      await Promise.resolve();
      expect(calls[1].options).toEqual({ fresh: true });
      calls[1].answer(page(['b']));
      expect(await written).toBe('done');
      const again = store.fetchPage();
      expect(calls[2].options).toEqual({ fresh: false });
      calls[2].answer(page(['b']));
      await again;
    });

    it('asks fresh after a write elsewhere it was told of, even when a write fails', async () => {
      const { calls, store } = scriptedSource();
      store.invalidate();
      expect(store.isLoaded).toBe(false);
      const loaded = store.fetchPage();
      expect(calls[0].options.fresh).toBe(true);
      calls[0].fail(new Error('down'));
      await loaded;
      const retried = store.fetchPage();
      expect(calls[1].options.fresh).toBe(true);
      calls[1].answer(page([]));
      await retried;
      const refused = store.write(() => Promise.reject(new Error('refused')));
      await Promise.resolve();
      await Promise.resolve();
      expect(calls[2].options.fresh).toBe(true);
      calls[2].answer(page([]));
      await expect(refused).rejects.toThrow('refused');
    });
  });

  it('adds the next page below the ones shown on load-more, and stops at the last', async () => {
    const { calls, store } = scriptedSource();
    const loaded = store.fetchPage();
    calls[0].answer(page(['a', 'b'], 12));
    await loaded;
    const more = store.loadMore();
    expect(calls[1].body.limit).toEqual({ start: 10, count: 10 });
    calls[1].answer(page(['c'], 12));
    await more;
    expect([store.orderedData, store.page, store.hasMore]).toEqual([['a', 'b', 'c'], 2, false]);
    await store.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('shows the last page when the list shrank under the one asked for', async () => {
    const { calls, store } = scriptedSource();
    const loading = store.restore({ page: 5, pageSize: 10, filters: store.defaults });
    calls[0].answer(page([], 12));
    await Promise.resolve();
    await Promise.resolve();
    expect(calls[1].body.limit).toEqual({ start: 10, count: 10 });
    calls[1].answer(page(['k'], 12));
    await loading;
    expect(store.page).toBe(2);
  });

  it('says a load failed, and says nothing about a superseded request', async () => {
    const { calls, store } = scriptedSource();
    const failed = store.fetchPage();
    calls[0].fail(new HttpError({ message: 'x', status: 500, code: 'error:x' }));
    await failed;
    expect(store.error).toBe('failed');
    const ignored = store.fetchPage();
    calls[1].fail(HttpError.cancelled());
    await ignored;
    expect(store.error).toBeNull();
  });

  it('clamps pages and refuses sizes it does not offer', async () => {
    const { calls, store } = scriptedSource();
    await store.setPageSize(7);
    expect(calls).toHaveLength(0);
    const sized = store.setPageSize(20);
    calls[0].answer(page([], 45));
    await sized;
    const clamped = store.setPage(99);
    expect(calls[1].body.limit).toEqual({ start: 40, count: 20 });
    calls[1].answer(page(['z'], 45));
    await clamped;
  });
});
