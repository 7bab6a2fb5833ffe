import { runInAction } from 'mobx';
import { placeOf } from './listAddress';
import type { PagedListSource } from './PagedListSource';
import type { PagedListStore } from './PagedListStore';

type Load<T> = PagedListSource<T, unknown>['load'];

/**
 * A list's first page read before its screen opens (a module's prefetch). The screen shows it
 * as is when it opens within `maxAgeMs` of the answer, or shares the answer still on its way;
 * past that age the page is dropped unseen (the list reads as not loaded: the screen shows its
 * skeleton and reads again). Once on screen the list's own rules hold, as for any loaded list.
 */
export class ListPrefetch<T> {
  /** The prefetch's call while it is on its way, for a screen that opens meanwhile. */
  private flight: { key: string; fresh: boolean; answer: ReturnType<Load<T>> } | null = null;
  private capturing = false;
  private answeredAt: number | null = null;
  private expiry: ReturnType<typeof setTimeout> | undefined;
  private onScreen = false;

  constructor(readonly maxAgeMs: number) {}

  /** Wraps the list's load: the screen's first read takes the prefetch's answer still coming. */
  share(load: Load<T>): Load<T> {
    return (body, options) => {
      // The same filters give the same body, built in the same order: its text names the read.
      const key = JSON.stringify(body);
      if (this.capturing) {
        this.flight = { key, fresh: options.fresh, answer: load(body, options) };
        return this.flight.answer;
      }
      // A fresh read (after a write) may share only a call that was itself sent fresh. Only the
      // first read shares it: one made later (a retry, a reopen after a hang) is a new call.
      const { flight } = this;
      this.flight = null;
      if (flight?.key === key && (flight.fresh || !options.fresh)) return flight.answer;
      return load(body, options);
    };
  }

  /**
   * Reads the page an address (the link followed, untrusted) puts the list on, unless the list
   * is on screen, holds a page (fresh, or seen: then the list's own revisit rule holds) or is
   * reading one.
   */
  async run<F>(list: PagedListStore<T, F>, params: URLSearchParams): Promise<void> {
    if (this.onScreen) return;
    this.dropIfOld(list);
    if (list.isLoaded || list.isFetching) return;
    this.capturing = true;
    const read = list.restore(placeOf(list, params));
    this.capturing = false;
    try {
      await read;
    } finally {
      this.flight = null;
    }
    if (this.onScreen) return;
    // A failed read ahead is nobody's error: the screen reads again when it opens.
    if (list.error !== null) runInAction(() => (list.error = null));
    if (!list.isLoaded) return;
    this.answeredAt = Date.now();
    clearTimeout(this.expiry);
    this.expiry = setTimeout(() => {
      if (!this.onScreen) this.dropIfOld(list);
    }, this.maxAgeMs);
  }

  /** The list's screen opened: what it holds is no longer a prefetch. Returns its closing. */
  shown<F>(list: PagedListStore<T, F>): () => void {
    this.dropIfOld(list);
    this.onScreen = true;
    this.answeredAt = null;
    clearTimeout(this.expiry);
    return () => {
      this.onScreen = false;
    };
  }

  /** A timer may run late (a hidden tab): the age is checked wherever the page could be shown. */
  private dropIfOld<F>(list: PagedListStore<T, F>): void {
    if (this.answeredAt === null || Date.now() - this.answeredAt < this.maxAgeMs) return;
    this.answeredAt = null;
    list.invalidate();
  }
}
