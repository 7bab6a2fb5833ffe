import { ReadTurns } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { BillsApi } from './api';
import { loadProblemOf, type LoadProblem } from './models/loadProblemOf';
import type { BillSpecification } from './models/parseSpecification';
import { runInNamedAction } from './runInNamedAction';

/** The bill types (specification versions) the staff may start, and any version a bill names. */
export class BillSpecificationsStore {
  /** Every version fetched, by id. */
  data = new Map<string, BillSpecification>();
  /** The active versions, in the server's order, once loaded. */
  activeIds: string[] = [];
  isFetching = false;
  isLoaded = false;
  error: LoadProblem | null = null;
  /** Ids asked for one by one, with what came of it. */
  lookups = new Map<string, 'loading' | 'found' | LoadProblem>();

  private readonly turns: ReadTurns;

  constructor(
    private readonly api: Pick<BillsApi, 'getSpecifications' | 'getSpecification'>,
    now: () => number = Date.now,
  ) {
    this.turns = new ReadTurns(now);
    makeAutoObservable<BillSpecificationsStore, 'api' | 'turns'>(this, {
      api: false,
      turns: false,
    });
  }

  /** The active specifications: what `/bills/new` offers. */
  get orderedData(): BillSpecification[] {
    return this.activeIds.flatMap((id) => this.data.get(id) ?? []);
  }

  /** Fetches the active specifications unless they are loaded or a recent read is on its way. */
  ensureLoaded(): Promise<void> {
    const sharing = this.turns.sharesInFlight(this.isFetching);
    return this.isLoaded || sharing ? Promise.resolve() : this.fetchPage();
  }

  async fetchPage(): Promise<void> {
    const newest = this.turns.start();
    this.isFetching = true;
    this.error = null;
    try {
      const specifications = await this.api.getSpecifications();
      // Any answer is the same list; an older one that lands first is as good as the newest.
      runInNamedAction('BillsStore#fetchSpecifications', () => {
        for (const spec of specifications) this.data.set(spec.id, spec);
        this.activeIds = specifications.map((spec) => spec.id);
        this.isLoaded = true;
      });
    } catch (error) {
      const problem = loadProblemOf(error);
      if (problem !== 'ignore' && newest()) {
        runInNamedAction('BillsStore#fetchSpecifications failed', () => (this.error = problem));
      }
    } finally {
      if (newest() || this.isLoaded) {
        runInNamedAction('BillsStore#settled', () => (this.isFetching = false));
      }
    }
  }

  /** One version, unless it is known already (an edited bill names its own). */
  async fetch(id: string): Promise<void> {
    if (this.data.has(id) || this.lookups.get(id) === 'loading') return;
    this.lookups.set(id, 'loading');
    try {
      const spec = await this.api.getSpecification(id);
      runInNamedAction('BillsStore#fetchSpecification', () => {
        if (spec) this.data.set(id, spec);
        this.lookups.set(id, spec ? 'found' : 'notFound');
      });
    } catch (error) {
      const problem = loadProblemOf(error);
      runInNamedAction('BillsStore#fetchSpecification failed', () =>
        this.lookups.set(id, problem === 'ignore' ? 'failed' : problem),
      );
    }
  }
}
