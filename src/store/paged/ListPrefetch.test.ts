import { createListQuery } from '@shell/query';
import { ListPrefetch } from './ListPrefetch';
import type { ListPage, LoadOptions, PagedListSource } from './PagedListSource';
import { PagedListStore } from './PagedListStore';

interface Filters {
  state: string;
}

interface Call {
  body: { filterBy?: string };
  options: LoadOptions;
  answer(page: ListPage<string>): void;
  fail(error: unknown): void;
}

const MAX_AGE_MS = 30_000;

/** A list read ahead through a prefetch, its answers handed out by the test. */
function prefetchedList() {
  const calls: Call[] = [];
  const ahead = new ListPrefetch<string>(MAX_AGE_MS);
  const source: PagedListSource<string, Filters> = {
    name: 'tasks',
    query: (filters, at) =>
      (filters.state === 'ALL' ? createListQuery() : createListQuery().eq('state', filters.state))
        .page(at.page, at.pageSize)
        .toBody(),
    load: ahead.share(
      (body, options) =>
        new Promise((resolve, reject) =>
          calls.push({ body: body as Call['body'], options, answer: resolve, fail: reject }),
        ),
    ),
    keyOf: (item) => item,
    address: {
      keys: ['state'],
      write: (filters): Record<string, string> =>
        filters.state === 'ALL' ? {} : { state: filters.state },
      read: (params, defaults) => ({ state: params.get('state') ?? defaults.state }),
    },
  };
  const list = new PagedListStore(source, { filters: { state: 'ALL' }, pageSizes: [20] });
  return { ahead, calls, list };
}

const settle = () => new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));

describe('a list read ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the page the link opens on, and a screen opened meanwhile shares that one call', async () => {
    const { ahead, calls, list } = prefetchedList();
    const reading = ahead.run(list, new URLSearchParams('state=PAYING'));
    expect(calls.map((call) => call.body.filterBy)).toEqual(['state == "PAYING"']);
    const screen = list.restore({ page: 1, pageSize: 20, filters: { state: 'PAYING' } });
    calls[0].answer({ items: ['a', 'b'], count: 2 });
    await Promise.all([reading, screen]);
    expect(calls).toHaveLength(1);
    expect(list.orderedData).toEqual(['a', 'b']);
  });

  it('is shared with the first read only: a later one (after a hang, a retry) is a new call', () => {
    const { ahead, calls, list } = prefetchedList();
    void ahead.run(list, new URLSearchParams());
    const place = { page: 1, pageSize: 20, filters: { state: 'ALL' } };
    void list.restore(place);
    expect(calls).toHaveLength(1);
    void list.restore(place);
    expect(calls).toHaveLength(2);
  });

  it('is shown as is within its age, and dropped unseen once older', async () => {
    const { ahead, calls, list } = prefetchedList();
    const reading = ahead.run(list, new URLSearchParams());
    calls[0].answer({ items: ['a'], count: 1 });
    await reading;
    jest.advanceTimersByTime(MAX_AGE_MS - 1);
    expect(list.isLoaded).toBe(true);
    jest.advanceTimersByTime(1);
    expect(list.isLoaded).toBe(false);
    // The next intent reads again, past the transport's sharing of identical calls, and the
    // screen opened meanwhile takes that call.
    void ahead.run(list, new URLSearchParams());
    void list.restore({ page: 1, pageSize: 20, filters: { state: 'ALL' } });
    expect(calls).toHaveLength(2);
    expect(calls[1].options.fresh).toBe(true);
  });

  it('drops an old page when the screen opens even if its timer ran late (a hidden tab)', async () => {
    const { ahead, calls, list } = prefetchedList();
    const reading = ahead.run(list, new URLSearchParams());
    calls[0].answer({ items: ['a'], count: 1 });
    await reading;
    jest.setSystemTime(Date.now() + MAX_AGE_MS);
    ahead.shown(list);
    expect(list.isLoaded).toBe(false);
  });

  it('keeps what the screen shows: no expiry under it, and no read ahead while it is open', async () => {
    const { ahead, calls, list } = prefetchedList();
    const reading = ahead.run(list, new URLSearchParams());
    calls[0].answer({ items: ['a'], count: 1 });
    await reading;
    const close = ahead.shown(list);
    jest.advanceTimersByTime(MAX_AGE_MS * 2);
    expect(list.isLoaded).toBe(true);
    await ahead.run(list, new URLSearchParams('state=PAYING'));
    close();
    // A list once seen follows its own revisit rule: a later intent does not reread it.
    await ahead.run(list, new URLSearchParams());
    expect(calls).toHaveLength(1);
    expect(list.filters.state).toBe('ALL');
  });

  it('leaves no error behind when the read ahead fails: the screen reads again', async () => {
    const { ahead, calls, list } = prefetchedList();
    const reading = ahead.run(list, new URLSearchParams());
    calls[0].fail(new Error('offline'));
    await reading;
    await settle();
    expect(list.error).toBeNull();
    expect(list.isLoaded).toBe(false);
  });
});
