import { IGNORE_CODE } from '@shell/http';
import { createStoreRef } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { ApprovalApi, BulkAgreeResult } from './api';
import type { ApprovalRoot } from './ApprovalRoot';
import { BacklogStore } from './BacklogStore';
import type { ApprovalButton } from './models/buttonsFor';
import { sendStep, type StepInput } from './models/sendStep';
import { named } from './namedAction';
import type { ApprovalBill } from './types';

export type LoadProblem = 'failed' | 'notFound';

export type { StepInput };

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;
}

/** One bill's approval and payment, and the approver's backlog (ARCHITECTURE docs/approval-payment-print.md store shape). */
export class ApprovalStore {
  data = new Map<string, ApprovalBill>();
  errors = new Map<string, LoadProblem>();
  fetching = new Set<string>();
  isSaving = false;
  /** The last refused step's error, worded by the shell's notifier until the next step. */
  stepError: { error: unknown } | null = null;
  staffNames = new Map<string, string>();
  readonly backlog: BacklogStore;
  /** The clock for times shown, injectable for tests. */
  readonly now: () => number;

  constructor(
    private readonly root: ApprovalRoot,
    private readonly api: ApprovalApi,
    options: { now?: () => number } = {},
  ) {
    this.backlog = new BacklogStore(api);
    this.now = options.now ?? Date.now;
    makeAutoObservable<ApprovalStore, 'root' | 'api'>(this, {
      now: false,
      root: false,
      api: false,
      backlog: false,
    });
  }

  get bulkAgreeEnabled(): boolean {
    const value = this.root.flags.get()?.store.variation('approval-bulk-agree');
    return value === true || value === 'true';
  }

  get currentStaffId(): string | null {
    return this.root.session.staff?.id ?? null;
  }

  get orderedData(): ApprovalBill[] {
    return [...this.data.values()];
  }

  staffName(id: string | null): string {
    return id ? (this.staffNames.get(id) ?? id) : '';
  }

  async fetch(id: string): Promise<void> {
    this.fetching.add(id);
    this.errors.delete(id);
    try {
      const bill = await this.api.getBill(id);
      named('ApprovalStore#fetch', () => this.data.set(id, bill));
    } catch (error) {
      if (fieldOf(error, 'code') === IGNORE_CODE) return;
      const problem = fieldOf(error, 'status') === 404 ? 'notFound' : 'failed';
      named('ApprovalStore#fetch failed', () => this.errors.set(id, problem));
    } finally {
      named('ApprovalStore#fetched', () => this.fetching.delete(id));
    }
  }

  async loadStaffNames(): Promise<void> {
    if (this.staffNames.size > 0) return;
    try {
      const names = await this.api.listStaffNames();
      named('ApprovalStore#loadStaffNames', () => (this.staffNames = names));
    } catch {
      // Without names the views show staff ids; nothing else depends on them.
    }
  }

  /** Runs one button's step; true when the server took it (the bill is then its answer). */
  async act(
    id: string,
    button: ApprovalButton,
    input: StepInput = { comment: '' },
  ): Promise<boolean> {
    this.isSaving = true;
    this.stepError = null;
    try {
      const attempt = (this.data.get(id)?.payments.length ?? 0) + 1;
      const bill = await sendStep(this.api, id, button, input, attempt);
      named('ApprovalStore#act', () => this.data.set(id, bill));
      this.backlog.invalidate();
      return true;
    } catch (error) {
      named('ApprovalStore#act failed', () => (this.stepError = { error }));
      // The bill may have moved on without us: show what the server holds now.
      void this.refresh(id);
      return false;
    } finally {
      named('ApprovalStore#acted', () => (this.isSaving = false));
    }
  }

  clearStepError(): void {
    this.stepError = null;
  }

  /** Another bill waits in the backlog as last loaded (an agree may go on to it). */
  hasNextAfter(id: string): boolean {
    return this.backlog.orderedData.some((task) => task.billId !== id);
  }

  /**
   * The next bill of the same filtered backlog once `id` is done: the backlog is read afresh
   * (the step just taken changed it), its first other bill; null when nothing is left.
   */
  async nextBillAfter(id: string): Promise<string | null> {
    await this.backlog.fetchPage();
    return this.backlog.orderedData.find((task) => task.billId !== id)?.billId ?? null;
  }

  /** The bill as the server holds it now (a payment's bank answer, another's step). */
  async refresh(id: string): Promise<void> {
    try {
      const bill = await this.api.getBill(id);
      named('ApprovalStore#refresh', () => this.data.set(id, bill));
    } catch {
      // The step's error is already shown; the old bill stays until the next load.
    }
  }

  async bulkAgree(comment: string): Promise<BulkAgreeResult[]> {
    return this.backlog.bulkAgree(comment);
  }
}

export const approvalStoreRef = createStoreRef<ApprovalStore>('approval');
