import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * One block's data: loading, loaded or failed, each block on its own so one failing call never
 * blanks the page. A refresh keeps what is shown until the new answer arrives.
 */
export class Loadable<T> {
  status: LoadStatus = 'loading';
  value: T | null = null;
  retrying = false;
  private generation = 0;

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<Loadable<T>, 'fetch' | 'generation'>(this, {
      fetch: false,
      generation: false,
    });
  }

  /** Shows `value` until a load answers, when nothing is shown yet (what the last visit knew). */
  seed(value: T): void {
    if (this.value !== null) return;
    this.value = value;
    this.status = 'loaded';
  }

  /** Loads, or reloads after an action; a late answer from an older load is dropped. */
  async load(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    if (this.status === 'failed') this.retrying = true;
    else if (this.value === null) this.status = 'loading';
    try {
      const value = await this.fetch();
      runInAction(() => {
        if (generation !== this.generation) return;
        this.value = value;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (generation !== this.generation) return;
        // A failed refresh keeps the numbers already shown; only a first load shows the error.
        if (this.value === null) this.status = 'failed';
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.retrying = false;
      });
    }
  }
}
