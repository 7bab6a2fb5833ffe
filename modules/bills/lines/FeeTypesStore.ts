import { makeAutoObservable } from 'mobx';
import type { BillsApi } from '../api';
import { loadProblemOf, type LoadProblem } from '../models/loadProblemOf';
import { runInNamedAction } from '../runInNamedAction';
import type { FeeTypeInfo } from './feeTypeCatalog';

/**
 * The tenant's fee-type tree (`flow.FeeType`), loaded once: the active ones to pick from, and
 * any inactive one a bill's line still names, asked for by id.
 */
export class FeeTypesStore {
  data = new Map<string, FeeTypeInfo>();
  /** The active tree in the server's order (roots before their children). */
  orderIds: string[] = [];
  isLoaded = false;
  error: LoadProblem | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly api: Pick<BillsApi, 'getFeeTypes'>) {
    makeAutoObservable<FeeTypesStore, 'api' | 'loading'>(this, { api: false, loading: false });
  }

  /** Leaves a line may pick: active, under their parent's name. */
  get pickable(): FeeTypeInfo[] {
    return this.orderIds.flatMap((id) => {
      const feeType = this.data.get(id);
      return feeType?.isLeaf && feeType.active ? [feeType] : [];
    });
  }

  /** Loads the tree, plus the fee types `named` that are not in it (inactive ones). */
  load(named: readonly string[] = []): Promise<void> {
    const missing = () => named.filter((id) => !this.data.has(id));
    if (this.isLoaded && missing().length === 0) return Promise.resolve();
    this.loading ??= this.fetch(named).finally(() => (this.loading = null));
    return this.loading;
  }

  private async fetch(named: readonly string[]): Promise<void> {
    this.error = null;
    try {
      const tree = this.isLoaded ? null : await this.api.getFeeTypes({ search: '' });
      const known = new Set([...this.data.keys(), ...(tree ?? []).map((each) => each.id)]);
      const ids = [...new Set(named)].filter((id) => !known.has(id));
      const extra = ids.length > 0 ? await this.api.getFeeTypes({ ids }) : [];
      runInNamedAction('FeeTypesStore#load', () => {
        for (const feeType of [...(tree ?? []), ...extra]) this.data.set(feeType.id, feeType);
        if (tree) this.orderIds = tree.map((each) => each.id);
        this.isLoaded = true;
      });
    } catch (error) {
      const problem = loadProblemOf(error);
      if (problem !== 'ignore')
        runInNamedAction('FeeTypesStore#failed', () => (this.error = problem));
    }
  }
}
