import type { TaskState } from '@contracts/groupCenter/groupCenter';
/** docs/admin.md tenant permission: a shared resource and whether the tenant may use it. */
export interface TenantPermission {
  name: string;
  auth: boolean;
}

/** docs/admin.md tenant, as the group center lists its subsidiaries. */
export interface Tenant {
  id: string;
  parentId: string | null;
  corporationId: string;
  name: string;
  active: boolean;
  nameSpell: string;
  sourceCorpId: string;
  permissions: TenantPermission[];
}

/** The task states are the wire contract's (contracts/groupCenter/groupCenter.ts). */
export type { TaskState };

export interface TargetProgress {
  corporationId: string;
  state: TaskState;
}

/** What batchTaskIsFinish says about the running batch. */
export interface BatchProgress {
  finished: boolean;
  state: TaskState;
  /** 0 to 100. */
  progress: number;
  targets: TargetProgress[];
}

/** docs/admin.md batchDown body. */
export interface BatchDownBody {
  targetCorpIds: string[];
  downDataIds: string[];
  permissions: TenantPermission[];
  allDown: boolean;
}

export interface SharePermissionBody {
  corpId: string;
  model: string;
  permissions: TenantPermission[];
  recode: boolean;
}

/** The task type and tenant model the wizard distributes. */
export const PERMISSION_TASK = 'PERMISSION';

export type WizardStep = 1 | 2 | 3;

/** What went wrong last, for the page's one alert. */
export type GroupCenterProblem = 'load' | 'distribute' | 'poll' | 'share' | null;

export interface GroupCenterStoreOptions {
  /** Waits between polls; tests pass one that resolves at once. */
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
}
