import { makeAutoObservable } from 'mobx';
import type { AdminRulesApi } from '../api';
import { runInNamedAction } from '../runInNamedAction';
import type { ExtensionInstance } from './extensionCaps';

type ExtensionsApi = Pick<AdminRulesApi, 'listExtensionInstances' | 'saveExtensionCap'>;
export type ExtensionsProblem = 'load' | null;

/** The tenant's extension instances and their caps (docs/admin.md, paths in mocks-server/extensions). */
export class ExtensionInstancesStore {
  data = new Map<string, ExtensionInstance>();
  isFetching = false;
  isLoaded = false;
  savedId: string | null = null;
  problem: ExtensionsProblem = null;

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

  /**
   * Saves a cap the rules accepted; the server's answer (its own status) replaces the row. A
   * refusal rejects with the server's error, for the dialog's OK to say through the notifier.
   */
  async saveCap(instance: ExtensionInstance): Promise<void> {
    if (instance.cap === null) return;
    this.savedId = null;
    const saved = await this.api.saveExtensionCap(instance.id, instance.cap);
    runInNamedAction('ExtensionInstancesStore#saveCap', () => {
      this.data.set(saved.id, saved);
      this.savedId = saved.id;
    });
  }
}
