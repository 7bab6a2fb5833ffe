import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_FOLDER_PREFIX } from '../../../mocks-server/uploads';

const ROOT = path.resolve(__dirname, '../../..');

/** A real lab process with its own temp folder, so the test sees only its uploads. */
function startLab(tmp: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lab/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', TMPDIR: tmp, EXPENSE_DIST: path.join(tmp, 'no-build') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Lab ready on (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the lab exited with ${code}: ${output}`)));
  });
}

const uploadFolders = (tmp: string) =>
  readdirSync(tmp).filter((name) => name.startsWith(UPLOAD_FOLDER_PREFIX));

describe('uploads of a lab that was killed', () => {
  jest.setTimeout(60_000);
  const running: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of running.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });

  it('are deleted when the next lab starts', async () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'killed-lab-'));
    const first = await startLab(tmp);
    running.push(first.child);
    const put = await fetch(`${first.url}/__lab/object-store/expense-lab/receipt.txt`, {
      method: 'PUT',
      body: 'a receipt',
    });
    expect(put.status).toBe(200);
    const [folder] = uploadFolders(tmp);
    expect(folder).toBeDefined();
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(existsSync(path.join(tmp, folder))).toBe(true);

    const second = await startLab(tmp);
    running.push(second.child);
    expect(uploadFolders(tmp)).toEqual([]);
  });
});
