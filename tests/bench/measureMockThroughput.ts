import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
}

export interface MockThroughput {
  path: string;
  journalOn: Throughput;
  /** Baseline in the same run: the same endpoint with the journal turned off. */
  journalOff: Throughput;
}

const PATH = '/api/v1/organization/staffs/actives';

async function run(journal: boolean, durationSeconds: number): Promise<Throughput> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/mockServerProcess.ts'], {
    env: { ...process.env, MOCK_JOURNAL: journal ? 'on' : 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number(String(chunk).trim());
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${PATH}`,
      connections: 10,
      duration: durationSeconds,
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p99LatencyMs: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/** autocannon, 10 connections, 10 s per run, with the journal on and off. */
export async function measureMockThroughput(durationSeconds = 10): Promise<MockThroughput> {
  const journalOn = await run(true, durationSeconds);
  const journalOff = await run(false, durationSeconds);
  return { path: PATH, journalOn, journalOff };
}
