import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepOrphanedFolders } from './sweepOrphanedFolders';

const PREFIX = 'expense-lab-uploads-';

/** The PID of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('sweepOrphanedFolders', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sweep-'));
  });

  it('deletes the folder of a lab that was killed', () => {
    const folder = join(root, `${PREFIX}${deadPid()}-abc123`);
    mkdirSync(folder);
    expect(sweepOrphanedFolders(root, PREFIX)).toEqual([folder]);
    expect(existsSync(folder)).toBe(false);
  });

  it('keeps the folders of labs that still run, this one included', () => {
    const mine = join(root, `${PREFIX}${process.pid}-abc123`);
    const parent = join(root, `${PREFIX}${process.ppid}-def456`);
    mkdirSync(mine);
    mkdirSync(parent);
    expect(sweepOrphanedFolders(root, PREFIX)).toEqual([]);
    expect(existsSync(mine) && existsSync(parent)).toBe(true);
  });

  it('deletes an old folder without a PID only after a day', () => {
    const recent = join(root, `${PREFIX}abc123`);
    const old = join(root, `${PREFIX}def456`);
    mkdirSync(recent);
    mkdirSync(old);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(sweepOrphanedFolders(root, PREFIX)).toEqual([old]);
  });

  it('leaves other folders alone and survives a missing root', () => {
    mkdirSync(join(root, 'something-else'));
    expect(sweepOrphanedFolders(root, PREFIX)).toEqual([]);
    expect(sweepOrphanedFolders(join(root, 'missing'), PREFIX)).toEqual([]);
  });
});
