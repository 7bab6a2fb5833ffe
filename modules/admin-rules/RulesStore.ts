import { DEFAULT_DEDUP_WINDOW_MS } from '@shell/http';
import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from './api';
import { toWireRule } from './models/ruleForm';
import { RULE_PAGE_SIZE, ruleByIdBody, ruleSearchBody } from './models/ruleQuery';
import { runInNamedAction } from './runInNamedAction';
import type { RuleForm, RuleSummary } from './types';

export type RulesProblem = 'load' | 'save' | 'remove' | 'notFound' | null;

/** Bill additional-message rules: one page of the active ones, searched by name. */
export class RulesStore {
  data = new Map<string, RuleSummary>();
  /** The current page's ids in answer order. */
  pageIds: string[] = [];
  count = 0;
  page = 0;
  searchName = '';
  isFetching = false;
  isSaving = false;
  isLoaded = false;
  problem: RulesProblem = null;
  private lastWriteAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly api: AdminRulesApi,
    private readonly now: () => number = Date.now,
  ) {
    // mustSkipShared reads the clock: a cached computed would go stale.
    makeAutoObservable<RulesStore, 'api' | 'now' | 'lastWriteAt' | 'mustSkipShared'>(this, {
      api: false,
      now: false,
      lastWriteAt: false,
      mustSkipShared: false,
    });
  }

  /**
   * An identical search started before a write may still be shared by the transport's dedup
   * window: searches that soon after a write go to the server.
   */
  private get mustSkipShared(): boolean {
    return this.now() - this.lastWriteAt < DEFAULT_DEDUP_WINDOW_MS;
  }

  get orderedData(): RuleSummary[] {
    return this.pageIds.flatMap((id) => this.data.get(id) ?? []);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / RULE_PAGE_SIZE));
  }

  search(name: string): Promise<void> {
    this.searchName = name;
    return this.fetchPage(0);
  }

  async fetchPage(page = this.page): Promise<void> {
    this.isFetching = true;
    this.problem = null;
    try {
      const body = ruleSearchBody(this.searchName, page);
      const answer = await this.api.searchRules(body, this.mustSkipShared);
      runInNamedAction('RulesStore#fetchPage', () => {
        answer.items.forEach((rule) => this.data.set(rule.id, rule));
        this.pageIds = answer.items.map((rule) => rule.id);
        this.count = answer.count;
        this.page = page;
        this.isLoaded = true;
      });
    } catch {
      runInNamedAction('RulesStore#fetchPage failed', () => (this.problem = 'load'));
    } finally {
      runInNamedAction('RulesStore#fetched', () => (this.isFetching = false));
    }
  }

  /** One rule for the edit page; an unknown or deleted one is `notFound`. */
  async fetch(id: string): Promise<void> {
    this.isFetching = true;
    this.problem = null;
    try {
      const answer = await this.api.searchRules(ruleByIdBody(id), this.mustSkipShared);
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
      this.lastWriteAt = this.now();
      return saved.id;
    } catch {
      runInNamedAction('RulesStore#save failed', () => (this.problem = 'save'));
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

  /** Soft delete (spec §4): active=false, then the page reloads without it. */
  async remove(id: string): Promise<void> {
    this.isSaving = true;
    this.problem = null;
    try {
      await this.api.deactivateRule(id);
      runInNamedAction('RulesStore#remove', () => this.data.delete(id));
      this.lastWriteAt = this.now();
      await this.fetchPage();
    } catch {
      runInNamedAction('RulesStore#remove failed', () => (this.problem = 'remove'));
    } finally {
      runInNamedAction('RulesStore#removed', () => (this.isSaving = false));
    }
  }
}
