import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

export interface HostileLoad {
  /** Normal requests per second with no hostile client: the baseline of the same run. */
  aloneRequestsPerSecond: number;
  /** The same, while a second client posts JSON nested 10,000 deep as fast as it can. */
  underAttackRequestsPerSecond: number;
  /** Errors and non-2xx answers of the normal client under attack. */
  normalFailures: number;
  hostileRequests: number;
  /** Hostile requests answered 5xx, or not answered at all. */
  hostileServerErrors: number;
  /** The process still answers after the attack: 1, else 0. */
  alive: number;
}

const NORMAL_PATH = '/api/v1/organization/staffs/actives';
const HOSTILE_PATH = '/api/v1/flow/flows/my/search';
const HOSTILE_BODY = '['.repeat(10_000) + '1' + ']'.repeat(10_000);

/**
 * The mock backend in its own process, once under normal load alone and once while a hostile
 * client posts deep JSON (the request that used to end the process): the rest of the lab must
 * go on answering, every hostile request must get a 4xx, and the process must survive.
 */
export async function measureHostileLoad(seconds: number): Promise<HostileLoad> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/mockServerProcess.ts'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  try {
    if (!child.stdout) throw new Error('The mock server process has no stdout');
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    const base = `http://127.0.0.1:${Number(String(chunk).trim())}`;
    const normal = () =>
      autocannon({ url: `${base}${NORMAL_PATH}`, connections: 5, duration: seconds });
    await autocannon({ url: `${base}${NORMAL_PATH}`, connections: 5, duration: 1 });
    const alone = await normal();
    const [underAttack, hostile] = await Promise.all([
      normal(),
      autocannon({
        url: `${base}${HOSTILE_PATH}`,
        connections: 5,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: HOSTILE_BODY,
      }),
    ]);
    const health = await fetch(`${base}${NORMAL_PATH}`).then(
      (response) => response.status,
      () => 0,
    );
    return {
      aloneRequestsPerSecond: Math.round(alone.requests.average),
      underAttackRequestsPerSecond: Math.round(underAttack.requests.average),
      normalFailures: underAttack.errors + underAttack.non2xx,
      hostileRequests: hostile.requests.total,
      hostileServerErrors: hostile.errors + hostile['5xx'],
      alive: health === 200 ? 1 : 0,
    };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
