import { spawn } from 'node:child_process';

export interface StepResult {
  ok: boolean;
  timedOut: boolean;
  code: number | null;
  /** Wall-clock seconds the step took, for the summary (never judged). */
  seconds: number;
}

/** Runs one command with inherited output and a hard time limit (a leaked handle must not hang CI). */
export function runStep(
  command: string,
  args: string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\n[test] ${command} ${args.join(' ')} exceeded ${timeoutMs / 1000}s: killing it`,
      );
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        ok: code === 0 && !timedOut,
        timedOut,
        code,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}
