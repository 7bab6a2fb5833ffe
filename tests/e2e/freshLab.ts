import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface FreshLab {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second lab, started as `npm run lab` starts one (on a free port), so a test can prove
 * something against a lab that has never seen this run: no sessions, no recordings loaded.
 */
export async function startFreshLab(port: number): Promise<FreshLab> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'lab/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The fresh lab did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Lab ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The fresh lab exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
