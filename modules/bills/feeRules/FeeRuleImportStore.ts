import type { LineRecordWire } from '@contracts/bills/lineRecord';
import { createStoreRef } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import { runInNamedAction } from '../runInNamedAction';
import { feeSourcesOf, type FeeRule } from './feeRule';
import type { FeeRuleImportApi, Requisition } from './feeRuleImportApi';

export type FeeRuleStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The fee assignment rule a specification names, and the requisitions it lets a bill draw on. */
export class FeeRuleImportStore {
  status: FeeRuleStatus = 'idle';
  rule: FeeRule | null = null;
  requisitions: Requisition[] = [];
  /** The requisition whose lines are being read. */
  importing: string | null = null;
  private loadedFor: string | null = null;

  constructor(private readonly api: FeeRuleImportApi) {
    makeAutoObservable<FeeRuleImportStore, 'api' | 'loadedFor'>(this, {
      api: false,
      loadedFor: false,
    });
  }

  /** Reads the rule by id and the person's requisitions; again only after a failure. */
  async load(ruleId: string): Promise<void> {
    if (this.loadedFor === ruleId && this.status !== 'failed') return;
    this.loadedFor = ruleId;
    this.status = 'loading';
    try {
      const [rule, requisitions] = await Promise.all([
        this.api.getRule(ruleId),
        this.api.listRequisitions(),
      ]);
      runInNamedAction('FeeRuleImportStore#load', () => {
        this.rule = rule;
        this.requisitions = requisitions;
        this.status = 'loaded';
      });
    } catch {
      runInNamedAction('FeeRuleImportStore#failed', () => (this.status = 'failed'));
    }
  }

  /** The requisitions the rule joins to a bill of `specificationId`; null when it joins none. */
  offered(specificationId: string): Requisition[] | null {
    const sources = this.rule ? feeSourcesOf(this.rule, specificationId) : null;
    if (!sources) return null;
    if (sources.kind === 'anyRequisition') return this.requisitions;
    return this.requisitions.filter((item) => sources.ids.includes(item.specificationId));
  }

  /** A requisition's lines (wire records), or null when they could not be read. */
  async linesOf(billId: string): Promise<LineRecordWire[] | null> {
    this.importing = billId;
    try {
      return await this.api.linesOf(billId);
    } catch {
      return null;
    } finally {
      runInNamedAction('FeeRuleImportStore#imported', () => (this.importing = null));
    }
  }
}

export const feeRuleImportStoreRef = createStoreRef<FeeRuleImportStore>('bills.feeRules');
