import { NoticeStore } from './noticeStore';

function storeWithClock() {
  const timers: Array<{ run: () => void; ms: number }> = [];
  const store = new NoticeStore((run, ms) => timers.push({ run, ms }));
  return { store, timers };
}

describe('NoticeStore', () => {
  it('lets a success notice go by itself and keeps an error until dismissed', () => {
    const { store, timers } = storeWithClock();
    store.success('Saved');
    const error = store.error('Could not submit');
    expect(timers.map((timer) => timer.ms)).toEqual([4000]);
    timers[0]?.run();
    expect(store.items.map((item) => item.text)).toEqual(['Could not submit']);
    store.dismiss(error);
    expect(store.items).toEqual([]);
  });

  it('shows the same text once when it comes twice in a row', () => {
    const { store } = storeWithClock();
    store.info('Draft saved');
    store.info('Draft saved');
    expect(store.items).toHaveLength(1);
  });

  it('keeps at most three notices, the newest ones', () => {
    const { store } = storeWithClock();
    for (const text of ['a', 'b', 'c', 'd']) store.error(text);
    expect(store.items.map((item) => item.text)).toEqual(['b', 'c', 'd']);
  });
});
