import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from '../api';
import { runInNamedAction } from '../runInNamedAction';
import type { ExtensionInstance } from './extensionCaps';

type ExtensionsApi = Pick<AdminRulesApi, 'listExtensionInstances' | 'saveExtensionCap'>;
export type ExtensionsProblem = 'load' | 'save' | null;

/** The tenant's extension instances and their caps (spec §4, paths in mocks-server/extensions). */
export class ExtensionInstancesStore {
  data = new Map<string, ExtensionInstance>();
  isFetching = false;
  isLoaded = false;
  savingId: string | null = null;
  savedId: string | null = null;
  problem: ExtensionsProblem = null;
  /** The refused save or delete, for the shell's notifier to word (shown while problem says so). */
  actionError: { error: unknown } | null = null;

  constructor(private readonly api: ExtensionsApi) {
    makeAutoObservable<ExtensionInstancesStore, 'api'>(this, { api: false });
  }

  get orderedData(): ExtensionInstance[] {
    return [...this.data.values()];
  }

  async fetchPage(): Promise<void> {
    this.isFetching = true;
    this.problem = null;
    try {
      const items = await this.api.listExtensionInstances();
      runInNamedAction('ExtensionInstancesStore#fetchPage', () => {
        this.data = new Map(items.map((item) => [item.id, item]));
        this.isLoaded = true;
      });
    } catch {
      runInNamedAction('ExtensionInstancesStore#fetchPage failed', () => (this.problem = 'load'));
    } finally {
      runInNamedAction('ExtensionInstancesStore#fetched', () => (this.isFetching = false));
    }
  }

  /** Saves a cap the rules accepted; the server's answer (its own status) replaces the row. */
  async saveCap(instance: ExtensionInstance): Promise<boolean> {
    if (instance.cap === null) return false;
    this.savingId = instance.id;
    this.savedId = null;
    this.problem = null;
    try {
      const saved = await this.api.saveExtensionCap(instance.id, instance.cap);
      runInNamedAction('ExtensionInstancesStore#saveCap', () => {
        this.data.set(saved.id, saved);
        this.savedId = saved.id;
      });
      return true;
    } catch (error) {
      runInNamedAction('ExtensionInstancesStore#saveCap failed', () => {
        this.problem = 'save';
        this.actionError = { error };
      });
      return false;
    } finally {
      runInNamedAction('ExtensionInstancesStore#saved', () => (this.savingId = null));
    }
  }
}
