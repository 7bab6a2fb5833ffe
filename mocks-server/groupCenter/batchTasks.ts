import type { TaskState } from '@contracts/groupCenter/groupCenter';
import type { TenantPermission } from '../data/types';

/** How long one subsidiary's part of a batch takes; parts run one after another. */
export const TARGET_DURATION_MS = 1500;

/** The app reads the same words (contracts/groupCenter/groupCenter.ts). */
export type { TaskState };

export interface BatchTarget {
  corporationId: string;
  /** Inactive tenants cannot take data: their part fails (the lab's failure scenario). */
  fails: boolean;
}

export interface BatchTask {
  id: string;
  taskType: string;
  startedAt: number;
  targets: BatchTarget[];
  downDataIds: string[];
  permissions: TenantPermission[];
  allDown: boolean;
  /** Set once the finished task's permissions were written into the tenants. */
  applied: boolean;
}

export interface TargetStatus {
  corporationId: string;
  state: TaskState;
}

export interface BatchStatus {
  finished: boolean;
  state: TaskState;
  /** 0 to 100, by finished parts. */
  progress: number;
  targets: TargetStatus[];
}

export function targetStatusAt(task: BatchTask, index: number, now: number): TargetStatus {
  const target = task.targets[index];
  const done = now - task.startedAt >= TARGET_DURATION_MS * (index + 1);
  const state: TaskState = !done ? 'RUNNING' : target.fails ? 'FAILED' : 'SUCCESS';
  return { corporationId: target.corporationId, state };
}

/** The whole batch at `now`: finished when every part is, failed when any part failed. */
export function batchStatusAt(task: BatchTask, now: number): BatchStatus {
  const targets = task.targets.map((_target, index) => targetStatusAt(task, index, now));
  const finishedParts = targets.filter((target) => target.state !== 'RUNNING').length;
  const finished = finishedParts === targets.length;
  const failed = targets.some((target) => target.state === 'FAILED');
  return {
    finished,
    state: !finished ? 'RUNNING' : failed ? 'FAILED' : 'SUCCESS',
    progress: targets.length === 0 ? 100 : Math.round((finishedParts / targets.length) * 100),
    targets,
  };
}

/** The newest task of a type (optionally one that includes a corporation), if any. */
export function latestTask(
  tasks: readonly BatchTask[],
  taskType: string,
  corporationId?: string,
): BatchTask | undefined {
  for (let index = tasks.length - 1; index >= 0; index -= 1) {
    const task = tasks[index];
    if (task.taskType !== taskType) continue;
    if (corporationId && !task.targets.some((t) => t.corporationId === corporationId)) continue;
    return task;
  }
  return undefined;
}
