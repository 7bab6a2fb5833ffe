import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from './api';
import { newFeeRuleBody } from './models/parseFeeRule';
import { runInNamedAction } from './runInNamedAction';
import type { FeeAssignmentRule, SpecificationGroup } from './types';

export type FeeRulesProblem = 'load' | 'save' | null;

/** Fee assignment rules (form references of type FeeAssignmentRule) and specification groups. */
export class FeeRulesStore {
  data = new Map<string, FeeAssignmentRule>();
  groups: SpecificationGroup[] = [];
  isFetching = false;
  isSaving = false;
  isLoaded = false;
  problem: FeeRulesProblem = null;
  /** The refused save or delete, for the shell's notifier to word (shown while problem says so). */
  actionError: { error: unknown } | null = null;

  constructor(
    private readonly api: AdminRulesApi,
    private readonly newId: () => string = () => `fee-${Date.now().toString(36)}`,
  ) {
    makeAutoObservable<FeeRulesStore, 'api' | 'newId'>(this, { api: false, newId: false });
  }

  get orderedData(): FeeAssignmentRule[] {
    return [...this.data.values()];
  }

  async fetchPage(): Promise<void> {
    this.isFetching = true;
    this.problem = null;
    try {
      const [rules, groups] = await Promise.all([
        this.api.listFeeRules(),
        this.api.getSpecificationGroups(),
      ]);
      runInNamedAction('FeeRulesStore#fetchPage', () => {
        this.data = new Map(rules.map((rule) => [rule.id, rule]));
        this.groups = groups;
        this.isLoaded = true;
      });
    } catch {
      runInNamedAction('FeeRulesStore#fetchPage failed', () => (this.problem = 'load'));
    } finally {
      runInNamedAction('FeeRulesStore#fetched', () => (this.isFetching = false));
    }
  }

  private async write(work: () => Promise<void>): Promise<boolean> {
    this.isSaving = true;
    this.problem = null;
    try {
      await work();
      await this.fetchPage();
      return true;
    } catch (error) {
      runInNamedAction('FeeRulesStore#write failed', () => {
        this.problem = 'save';
        this.actionError = { error };
      });
      return false;
    } finally {
      runInNamedAction('FeeRulesStore#written', () => (this.isSaving = false));
    }
  }

  create(rule: Omit<FeeAssignmentRule, 'id' | 'active'>): Promise<boolean> {
    return this.write(() => this.api.createFeeRule(newFeeRuleBody({ ...rule, id: this.newId() })));
  }

  update(rule: FeeAssignmentRule): Promise<boolean> {
    return this.write(() => this.api.updateFeeRule(rule.id, { ...rule, name: rule.name.trim() }));
  }
}
