import { makeAutoObservable, runInAction } from 'mobx';
import { parseBillBlocks, type BillBlocksConfig } from './parseBillBlocks';

export type BillBlocksState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; config: BillBlocksConfig | null };

/**
 * The additional-message rule of each specification, read once per specification: the bill
 * detail and the approval screen of bills of one template share one answer.
 */
export class BillBlocksStore {
  readonly states = new Map<string, BillBlocksState>();

  /** `load` answers the `value` of getSmallComponentConfig for one specification. */
  constructor(private readonly load: (specificationId: string) => Promise<unknown>) {
    makeAutoObservable<BillBlocksStore, 'load'>(this, { load: false });
  }

  stateOf(specificationId: string): BillBlocksState | undefined {
    return this.states.get(specificationId);
  }

  /** Reads the rule unless it is loaded or on its way; a retry after a failure reads again. */
  async fetch(specificationId: string): Promise<void> {
    const state = this.states.get(specificationId);
    if (state && state.status !== 'failed') return;
    this.states.set(specificationId, { status: 'loading' });
    try {
      const config = parseBillBlocks(await this.load(specificationId));
      runInAction(() => this.states.set(specificationId, { status: 'loaded', config }));
    } catch {
      runInAction(() => this.states.set(specificationId, { status: 'failed' }));
    }
  }
}
