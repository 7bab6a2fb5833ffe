import type { DecimalString } from '@shell/money';
import { makeAutoObservable } from 'mobx';
import type { BillsApi, DraftForm } from './api';
import type { FieldDescriptor, FieldValues } from './forms';
import { PAY_TYPE_FIELD } from './models/editorFields';
import { draftFailureOf, type DraftFailure, type DraftProblem } from './models/draftFailureOf';
import { wireFormOf } from './models/wireFormOf';
import { runInNamedAction } from './runInNamedAction';
import type { BillDetail } from './types';

/** The form's descriptors and state, as BillFieldsForm hands them over, and the lines. */
export interface DraftInput {
  fields: readonly FieldDescriptor[];
  values: FieldValues;
  /** On bill types with lines: all of them, and the total they make (checked by the server). */
  lines?: { details: unknown[]; total: DecimalString };
}

/** What is being written: a new bill of a specification, or an existing draft. */
export interface DraftTarget {
  specificationId: string;
  /** null until the first save creates the bill. */
  billId: string | null;
}

export interface SubmitOutcome {
  /** The bill as last written (a new bill exists even when its submit was refused). */
  bill: BillDetail | null;
  submitted: boolean;
}

type DraftApi = Pick<BillsApi, 'createDraft' | 'updateDraft' | 'submit'>;

/** Writes bills: drafts created and saved, then submitted through the policy check. */
export class BillDraftStore {
  isSaving = false;
  /** The last attempt's problem, for the bill it was about (null: not created yet). */
  problem: ({ billId: string | null } & DraftFailure) | null = null;
  /** The bill whose draft was saved last, for the page's "saved" note. */
  savedBillId: string | null = null;

  constructor(
    private readonly api: DraftApi,
    /** Told of every bill written, so the detail and lists show it. */
    private readonly onWritten: (bill: BillDetail) => void,
  ) {
    makeAutoObservable<BillDraftStore, 'api' | 'onWritten'>(this, {
      api: false,
      onWritten: false,
    });
  }

  /** A fresh page: nothing said yet. */
  startOver(): void {
    this.problem = null;
    this.savedBillId = null;
  }

  problemFor(billId: string | null): DraftProblem | null {
    return this.failureFor(billId)?.kind ?? null;
  }

  /** The problem with what the server named (lines, amounts), for the bill it was about. */
  failureFor(billId: string | null): DraftFailure | null {
    return this.problem?.billId === billId ? this.problem : null;
  }

  createDraft(specificationId: string, input: DraftInput): Promise<BillDetail | null> {
    return this.saveDraft({ specificationId, billId: null }, input);
  }

  async saveDraft(target: DraftTarget, input: DraftInput): Promise<BillDetail | null> {
    this.begin();
    try {
      const bill = await this.write(target, input);
      runInNamedAction('BillsStore#saveDraft', () => (this.savedBillId = bill.id));
      return bill;
    } catch (error) {
      this.fail(target.billId, error);
      return null;
    } finally {
      this.settle();
    }
  }

  /** Saves the form first, then submits; a refused submit leaves the saved draft. */
  async submit(target: DraftTarget, input: DraftInput): Promise<SubmitOutcome> {
    this.begin();
    let bill: BillDetail | null = null;
    try {
      bill = await this.write(target, input);
      const submitted = await this.api.submit(bill.id);
      this.onWritten(submitted);
      return { bill: submitted, submitted: true };
    } catch (error) {
      this.fail(bill?.id ?? target.billId, error);
      return { bill, submitted: false };
    } finally {
      this.settle();
    }
  }

  private async write(target: DraftTarget, input: DraftInput): Promise<BillDetail> {
    const { [PAY_TYPE_FIELD]: payType, ...values } = wireFormOf(input.fields, input.values);
    const lines = input.lines && {
      details: input.lines.details,
      expenseMoney: { standard: input.lines.total },
    };
    const form: DraftForm = { ...values, ...(payType ? { payType } : {}), ...lines };
    const bill = target.billId
      ? await this.api.updateDraft(target.billId, form)
      : await this.api.createDraft({ specificationId: target.specificationId, ...form });
    this.onWritten(bill);
    return bill;
  }

  private begin(): void {
    this.isSaving = true;
    this.problem = null;
    this.savedBillId = null;
  }

  private fail(billId: string | null, error: unknown): void {
    const failure = draftFailureOf(error);
    if (failure === 'ignore') return;
    runInNamedAction('BillsStore#draft failed', () => (this.problem = { billId, ...failure }));
  }

  private settle(): void {
    runInNamedAction('BillsStore#settled', () => (this.isSaving = false));
  }
}
