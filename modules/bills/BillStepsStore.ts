import { makeAutoObservable } from 'mobx';
import type { BillsApi } from './api';
import { draftFailureOf, type DraftProblem } from './models/draftFailureOf';
import { runInNamedAction } from './runInNamedAction';
import type { BillDetail } from './types';

type StepsApi = Pick<BillsApi, 'retract' | 'copy' | 'deleteDraft'>;

/** What the submitter does to a bill from its page: recall, copy, delete (one at a time). */
export class BillStepsStore {
  busy: string | null = null;
  /** The last refusal, for the bill it was about. */
  problem: { billId: string; kind: DraftProblem; error: unknown } | null = null;

  constructor(
    private readonly api: StepsApi,
    private readonly onWritten: (bill: BillDetail) => void,
    private readonly onDeleted: (id: string) => void,
  ) {
    makeAutoObservable<BillStepsStore, 'api' | 'onWritten' | 'onDeleted'>(this, {
      api: false,
      onWritten: false,
      onDeleted: false,
    });
  }

  problemFor(billId: string): DraftProblem | null {
    return this.problem?.billId === billId ? this.problem.kind : null;
  }

  /** The refusal itself, for the shell's notifier to word; undefined when there is none. */
  errorFor(billId: string): unknown {
    return this.problem?.billId === billId ? this.problem.error : undefined;
  }

  /** 撤回: a submitted bill back to its draft, while nobody has acted on it. */
  async retract(id: string): Promise<BillDetail | null> {
    return (await this.step(id, () => this.api.retract(id))) ?? null;
  }

  /** A new draft with the bill's values and lines. */
  async copy(id: string): Promise<BillDetail | null> {
    return (await this.step(id, () => this.api.copy(id))) ?? null;
  }

  /** The submitter's draft, gone for good; true when the server took it. */
  async remove(id: string): Promise<boolean> {
    const done = await this.step(id, async () => {
      await this.api.deleteDraft(id);
      return null;
    });
    if (done === undefined) return false;
    this.onDeleted(id);
    return true;
  }

  private async step<T extends BillDetail | null>(id: string, call: () => Promise<T>) {
    this.busy = id;
    this.problem = null;
    try {
      const bill = await call();
      if (bill) this.onWritten(bill);
      return bill;
    } catch (error) {
      const failure = draftFailureOf(error);
      if (failure !== 'ignore') {
        runInNamedAction('BillsStore#step failed', () => {
          this.problem = { billId: id, kind: failure.kind, error: failure.error };
        });
      }
      return undefined;
    } finally {
      runInNamedAction('BillsStore#stepped', () => (this.busy = null));
    }
  }
}
