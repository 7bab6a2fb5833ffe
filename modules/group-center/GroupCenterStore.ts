import { createStoreRef, type PagedListStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { GroupCenterApi } from './api';
import { DistributionWizard } from './models/DistributionWizard';
import { pollBatch } from './models/pollBatch';
import { tenantList, type TenantFilters } from './models/tenantList';
import { runInNamedAction } from './runInNamedAction';
import {
  PERMISSION_TASK,
  type BatchProgress,
  type GroupCenterProblem,
  type GroupCenterStoreOptions,
  type Tenant,
  type TenantPermission,
} from './types';

export class GroupCenterStore {
  readonly wizard = new DistributionWizard();
  /** The subsidiaries, on the shell's paged list; the wizard works on its answer. */
  readonly tenants: PagedListStore<Tenant, TenantFilters>;
  isSaving = false;
  /** The last distribute, poll or share that went wrong; a failed load is the list's own. */
  private stepProblem: GroupCenterProblem = null;
  /** The refused distribution, share or progress read, for the shell's notifier to word. */
  actionError: { error: unknown } | null = null;
  /** The running or last batch; null before the first distribution. */
  progress: BatchProgress | null = null;
  /** Per target corporation: the isFinished answer's state. */
  targetStates = new Map<string, string>();
  private polling = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly pollMs: number;

  constructor(
    private readonly api: GroupCenterApi,
    options: GroupCenterStoreOptions = {},
  ) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.pollMs = options.pollMs ?? 1000;
    this.tenants = tenantList(api);
    makeAutoObservable<GroupCenterStore, 'api' | 'polling' | 'sleep' | 'pollMs'>(this, {
      api: false,
      wizard: false,
      tenants: false,
      polling: false,
      sleep: false,
      pollMs: false,
    });
  }

  /** What went wrong last, for the page's one alert. */
  get problem(): GroupCenterProblem {
    return this.stepProblem ?? (this.tenants.error ? 'load' : null);
  }

  /** Loads the tenants; the wizard then works on the newest answer (a late one was dropped). */
  async fetchPage(): Promise<void> {
    this.stepProblem = null;
    await this.tenants.fetchPage();
    runInNamedAction('GroupCenterStore#fetchPage', () => {
      if (this.tenants.isLoaded) this.wizard.setTenants(this.tenants.orderedData);
    });
  }

  /** Sends the batch, shows step 3 and polls until the task is done. */
  async distribute(): Promise<void> {
    if (!this.wizard.canDistribute || this.isSaving) return;
    this.isSaving = true;
    this.stepProblem = null;
    const body = this.wizard.body;
    try {
      await this.api.batchDown(PERMISSION_TASK, body);
      runInNamedAction('GroupCenterStore#distribute', () => {
        this.progress = { finished: false, state: 'RUNNING', progress: 0, targets: [] };
        this.targetStates = new Map(body.targetCorpIds.map((id) => [id, 'RUNNING']));
        this.wizard.goToStep(3);
      });
    } catch (error) {
      runInNamedAction('GroupCenterStore#distribute failed', () => {
        this.stepProblem = 'distribute';
        this.actionError = { error };
      });
      return;
    } finally {
      runInNamedAction('GroupCenterStore#sent', () => (this.isSaving = false));
    }
    await this.poll(body.targetCorpIds);
  }

  /** Polls until the batch is done, then reloads the tenants to show the new permissions. */
  private async poll(targets: string[]): Promise<void> {
    const run = ++this.polling;
    try {
      const finished = await pollBatch(this.api, targets, {
        sleep: this.sleep,
        pollMs: this.pollMs,
        isCurrent: () => run === this.polling,
        onProgress: (progress, states) =>
          runInNamedAction('GroupCenterStore#poll', () => {
            this.progress = progress;
            targets.forEach((id, index) => this.targetStates.set(id, states[index]));
          }),
      });
      if (finished) await this.fetchPage();
    } catch (error) {
      runInNamedAction('GroupCenterStore#poll failed', () => {
        this.stepProblem = 'poll';
        this.actionError = { error };
      });
    }
  }

  stopPolling(): void {
    this.polling += 1;
  }

  /** Back on the page while a batch still runs: keep watching it. */
  resumePolling(): void {
    if (!this.progress || this.progress.finished) return;
    this.stepProblem = null;
    void this.poll([...this.targetStates.keys()]);
  }

  /** Back to a fresh step 1 after a batch. */
  startOver(): void {
    this.stopPolling();
    this.progress = null;
    this.targetStates = new Map();
    this.wizard.reset();
  }

  /** docs/admin.md share-permission add: sets one subsidiary's permission flags. */
  async sharePermissions(tenant: Tenant, permissions: TenantPermission[]): Promise<boolean> {
    this.isSaving = true;
    this.stepProblem = null;
    try {
      await this.api.sharePermissionAdd({
        corpId: tenant.corporationId,
        model: PERMISSION_TASK,
        permissions,
        recode: false,
      });
      await this.fetchPage();
      return true;
    } catch (error) {
      runInNamedAction('GroupCenterStore#share failed', () => {
        this.stepProblem = 'share';
        this.actionError = { error };
      });
      return false;
    } finally {
      runInNamedAction('GroupCenterStore#shared', () => (this.isSaving = false));
    }
  }
}

export const groupCenterStoreRef = createStoreRef<GroupCenterStore>('group-center');
