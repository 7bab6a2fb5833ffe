import type { MockState } from '../data/MockState';
import type { Tenant } from '../data/types';
import { batchStatusAt, type BatchTask } from './batchTasks';

export interface GroupCenterData {
  tasks: BatchTask[];
  nextId: number;
}

// Keyed by the state object: a lab reset swaps the state and so forgets every task.
const byState = new WeakMap<MockState, GroupCenterData>();

export function groupCenterOf(state: MockState): GroupCenterData {
  const existing = byState.get(state);
  if (existing) return existing;
  const created: GroupCenterData = { tasks: [], nextId: 0 };
  byState.set(state, created);
  return created;
}

/** The subsidiaries of the group whose corporation is `corporationId`; none for a subsidiary. */
export function subsidiariesOf(state: MockState, corporationId: string): Tenant[] {
  const group = state.tenants.find(
    (tenant) => tenant.corporationId === corporationId && tenant.parentId === null,
  );
  return group ? state.tenants.filter((tenant) => tenant.parentId === group.id) : [];
}

/** Sets each named permission's auth flag on the tenant; unknown names are added. */
export function grantPermissions(tenant: Tenant, permissions: Tenant['permissions']): void {
  for (const permission of permissions) {
    const existing = tenant.permissions.find((item) => item.name === permission.name);
    if (existing) existing.auth = permission.auth;
    else tenant.permissions.push({ ...permission });
  }
}

/** A finished task's successful parts take effect once, the first time anyone looks. */
export function settleTask(state: MockState, task: BatchTask, now: number): void {
  const status = batchStatusAt(task, now);
  if (!status.finished || task.applied) return;
  task.applied = true;
  for (const target of status.targets) {
    if (target.state !== 'SUCCESS') continue;
    const tenant = state.tenants.find((item) => item.corporationId === target.corporationId);
    if (!tenant) continue;
    grantPermissions(tenant, task.permissions);
  }
}
