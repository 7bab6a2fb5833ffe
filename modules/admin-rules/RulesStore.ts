import { PagedListStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from './api';
import { toWireRule } from './models/ruleForm';
import { RULE_PAGE_SIZE, ruleAddress, ruleByIdBody, ruleSearchBody } from './models/ruleQuery';
import { runInNamedAction } from './runInNamedAction';
import type { RuleForm, RuleSummary } from './types';

export type RulesProblem = 'load' | 'save' | 'remove' | 'notFound' | null;

/** Bill additional-message rules: the active ones as the shell's paged list, searched by name. */
export class RulesStore {
  readonly list: PagedListStore<RuleSummary, { name: string }>;
  /** Rules by id, as last listed, fetched or saved (the edit page reads them). */
  data = new Map<string, RuleSummary>();
  isFetching = false;
  isSaving = false;
  problem: RulesProblem = null;
  /** The refused save or delete, for the shell's notifier to word (shown while problem says so). */
  actionError: { error: unknown } | null = null;

  constructor(private readonly api: AdminRulesApi) {
    this.list = new PagedListStore(
      {
        name: 'rules',
        query: (filters, at) => ruleSearchBody(filters.name, at.page - 1, at.pageSize),
        load: (body, options) => api.searchRules(body, options.fresh),
        keyOf: (rule) => rule.id,
        address: ruleAddress,
      },
      { filters: { name: '' }, pageSizes: [RULE_PAGE_SIZE] },
    );
    makeAutoObservable<RulesStore, 'api'>(this, { api: false, list: false });
  }

  get orderedData(): RuleSummary[] {
    return this.list.orderedData;
  }

  search(name: string): Promise<void> {
    return this.list.setFilters({ name: name.trim().slice(0, 100) });
  }

  /** One rule for the edit page, always read afresh: an edit starts from what the server holds. */
  async fetch(id: string): Promise<void> {
    this.isFetching = true;
    this.problem = null;
    try {
      const answer = await this.api.searchRules(ruleByIdBody(id), true);
      const rule = answer.items.find((item) => item.id === id);
      runInNamedAction('RulesStore#fetch', () => {
        if (rule) this.data.set(id, rule);
        else this.problem = 'notFound';
      });
    } catch {
      runInNamedAction('RulesStore#fetch failed', () => (this.problem = 'load'));
    } finally {
      runInNamedAction('RulesStore#fetchedOne', () => (this.isFetching = false));
    }
  }

  /** Creates or updates; resolves with the saved rule's id, or null when refused. */
  async save(form: RuleForm): Promise<string | null> {
    this.isSaving = true;
    this.problem = null;
    try {
      const saved = await this.api.saveRule(toWireRule(form));
      if (!saved) throw new Error('The save answer has no rule');
      runInNamedAction('RulesStore#save', () => this.data.set(saved.id, saved));
      this.list.invalidate();
      return saved.id;
    } catch (error) {
      runInNamedAction('RulesStore#save failed', () => {
        this.problem = 'save';
        this.actionError = { error };
      });
      return null;
    } finally {
      runInNamedAction('RulesStore#saved', () => (this.isSaving = false));
    }
  }

  create(form: RuleForm): Promise<string | null> {
    return this.save({ ...form, id: undefined });
  }

  update(id: string, form: RuleForm): Promise<string | null> {
    return this.save({ ...form, id });
  }

  /** Soft delete (docs/admin.md): active=false, then the page reloads without it. */
  async remove(id: string): Promise<void> {
    this.isSaving = true;
    this.problem = null;
    try {
      await this.list.write(() => this.api.deactivateRule(id));
      runInNamedAction('RulesStore#remove', () => this.data.delete(id));
    } catch (error) {
      runInNamedAction('RulesStore#remove failed', () => {
        this.problem = 'remove';
        this.actionError = { error };
      });
    } finally {
      runInNamedAction('RulesStore#removed', () => (this.isSaving = false));
    }
  }
}
