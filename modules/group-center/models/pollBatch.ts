import type { GroupCenterApi } from '../api';
import { PERMISSION_TASK, type BatchProgress, type TaskState } from '../types';

export interface PollBatchOptions {
  sleep: (ms: number) => Promise<void>;
  pollMs: number;
  /** False once a newer poll started or the page left: stop without reporting. */
  isCurrent: () => boolean;
  onProgress: (progress: BatchProgress, states: TaskState[]) => void;
}

/**
 * docs/admin.md task progress: batchTaskIsFinish (meta.value) and each target's isFinished, every
 * `pollMs`, until the batch is finished. Resolves true when it finished while still current.
 */
export async function pollBatch(
  api: GroupCenterApi,
  targets: readonly string[],
  { sleep, pollMs, isCurrent, onProgress }: PollBatchOptions,
): Promise<boolean> {
  while (isCurrent()) {
    const progress = await api.batchTaskIsFinish(PERMISSION_TASK);
    const answers = await Promise.all(targets.map((id) => api.isFinished(id, PERMISSION_TASK)));
    if (!isCurrent()) return false;
    onProgress(
      progress,
      answers.map((answer) => answer.state),
    );
    if (progress.finished) return true;
    await sleep(pollMs);
  }
  return false;
}
