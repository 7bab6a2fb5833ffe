import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders named before the PID was part of the name are judged by age instead. */
const UNNAMED_MAX_AGE_MS = 24 * 3600_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lab that is killed (kill -9, a crash, a closed terminal) cannot delete its upload folder,
 * so each new lab deletes the folders whose lab no longer runs: `<prefix><pid>-<random>`.
 * Returns the folders it deleted.
 */
export function sweepOrphanedFolders(root: string, prefix: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(root).filter((name) => name.startsWith(prefix));
  } catch {
    return [];
  }
  const deleted: string[] = [];
  for (const name of names) {
    const folder = join(root, name);
    const pid = /^(\d+)-/.exec(name.slice(prefix.length))?.[1];
    try {
      const orphaned =
        pid === undefined
          ? now - statSync(folder).mtimeMs > UNNAMED_MAX_AGE_MS
          : Number(pid) !== process.pid && !isRunning(Number(pid));
      if (!orphaned) continue;
      rmSync(folder, { recursive: true, force: true });
      deleted.push(folder);
    } catch {
      // Another lab may be sweeping the same folder at the same moment.
    }
  }
  return deleted;
}
