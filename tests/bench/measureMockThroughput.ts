import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { CPU_USAGE_REQUEST, isCpuUsage } from './mockServerCpu';
import { percentile } from './percentiles';

export interface ThroughputRun {
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  /** Server process CPU (user + system) per answered request, in µs. */
  serverCpuUsPerRequest: number;
}

/** Medians over the runs (errors: their sum), and each run as measured. */
export interface Throughput extends ThroughputRun {
  runs: ThroughputRun[];
}

export interface MockThroughput {
  path: string;
  journalOn: Throughput;
  /** Baseline in the same run: the same endpoint with the journal turned off. */
  journalOff: Throughput;
}

const PATH = '/api/v1/organization/staffs/actives';
const CONNECTIONS = 10;
/** JIT warm-up and tsx's first compile of lazily loaded routes: load that is not counted. */
const WARMUP_SECONDS = 2;

async function cpuUsageOf(child: ChildProcess): Promise<NodeJS.CpuUsage> {
  const answer = once(child, 'message');
  child.send(CPU_USAGE_REQUEST);
  const [usage] = (await answer) as unknown[];
  if (!isCpuUsage(usage)) throw new Error('The mock server process sent no CPU usage');
  return usage;
}

async function run(journal: boolean, durationSeconds: number): Promise<ThroughputRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/mockServerProcess.ts'], {
    env: { ...process.env, MOCK_JOURNAL: journal ? 'on' : 'off' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  try {
    if (!child.stdout) throw new Error('The mock server process has no stdout');
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const url = `http://127.0.0.1:${Number(String(chunk).trim())}${PATH}`;
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const before = await cpuUsageOf(child);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds });
    const after = await cpuUsageOf(child);
    const cpuUs = after.user - before.user + (after.system - before.system);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p99LatencyMs: result.latency.p99,
      errors: result.errors + result.non2xx,
      serverCpuUsPerRequest: Math.round(cpuUs / Math.max(1, result.requests.total)),
    };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

function summarizeRuns(runs: ThroughputRun[]): Throughput {
  const median = (pick: (run: ThroughputRun) => number) => percentile(runs.map(pick), 50);
  return {
    requestsPerSecond: median((run) => run.requestsPerSecond),
    p99LatencyMs: median((run) => run.p99LatencyMs),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    serverCpuUsPerRequest: median((run) => run.serverCpuUsPerRequest),
    runs,
  };
}

/**
 * autocannon, 10 connections, `durationSeconds` per run after a warm-up, with the journal on and
 * off in alternating order (on/off, off/on, …) so a machine that gets busier or quieter during
 * the bench does not favour either side; the medians are what counts.
 */
export async function measureMockThroughput(
  durationSeconds = 10,
  rounds = 3,
): Promise<MockThroughput> {
  const on: ThroughputRun[] = [];
  const off: ThroughputRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const journal of order) (journal ? on : off).push(await run(journal, durationSeconds));
  }
  return { path: PATH, journalOn: summarizeRuns(on), journalOff: summarizeRuns(off) };
}
