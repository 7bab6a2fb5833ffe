import { createDeferred, type Deferred } from './createDeferred';
import { createBrowserSchedule } from './LoadSchedule';
import {
  withDefaults,
  type LoadOptions,
  type LoadRequest,
  type ScriptLoaderOptions,
  type ScriptLoaderSnapshot,
} from './ScriptLoaderOptions';
import { DEFAULT_PRIORITY, isMicroAppPriority } from './MicroAppDescriptor';

export interface ScriptLoader {
  /** Opens priority 1 now, priority 2 when idle, priority 3 after the delay. */
  start(): void;
  load(request: LoadRequest, options?: LoadOptions): Promise<void>;
  snapshot(): ScriptLoaderSnapshot;
}

interface Job extends Deferred {
  readonly url: string;
  /** 0 urgent, else the priority; lower goes first. */
  rank: number;
  readonly seq: number;
  state: 'waiting' | 'loading' | 'loaded' | 'failed';
  failedAt: number;
  error: unknown;
}

const inQueueOrder = (a: Job, b: Job): number => a.rank - b.rank || a.seq - b.seq;

const rankOf = (priority: unknown): number =>
  isMicroAppPriority(priority) ? priority : DEFAULT_PRIORITY;

/**
 * A priority queue of bundle loads (docs/micro-frontend.md: at most 6 at once; docs/micro-frontend.md: 1 preload, 2 idle,
 * 3 delayed). Each URL loads once however often it is asked for. A failure is remembered:
 * asking again within `retryAfterMs` gets the same error, later asks start a new load, which
 * mirrors single-spa's LOAD_ERROR rule (retried on the next activation, not on a timer).
 */
export function createScriptLoader(options: ScriptLoaderOptions): ScriptLoader {
  const { loadScript, maxConcurrent, delayMs, retryAfterMs, now, logError } = withDefaults(options);
  const openRanks = new Set<number>([0]);
  const jobs = new Map<string, Job>();
  let started = false;
  let active = 0;
  let seq = 0;

  const waiting = (): Job[] =>
    [...jobs.values()].filter((job) => job.state === 'waiting').sort(inQueueOrder);

  function pump(): void {
    while (active < maxConcurrent) {
      const next = waiting().find((job) => openRanks.has(job.rank));
      if (!next) return;
      run(next);
    }
  }

  function run(job: Job): void {
    job.state = 'loading';
    active += 1;
    new Promise<void>((resolve) => resolve(loadScript(job.url)))
      .then(
        () => {
          job.state = 'loaded';
          job.resolve();
        },
        (error: unknown) => {
          job.state = 'failed';
          job.failedAt = now();
          job.error = error;
          logError(`Micro-app bundle ${job.url} failed to load`, error);
          job.reject(error);
        },
      )
      .finally(() => {
        active -= 1;
        pump();
      });
  }

  function createJob(url: string, rank: number): Job {
    seq += 1;
    return { ...createDeferred(), url, rank, seq, state: 'waiting', failedAt: 0, error: undefined };
  }

  function openRank(rank: number): void {
    openRanks.add(rank);
    pump();
  }

  return {
    start() {
      if (started) return;
      started = true;
      // Built late so a loader can be created where there is no window (tests, the lab).
      const schedule = options.schedule ?? createBrowserSchedule();
      openRank(1);
      schedule.idle(() => openRank(2));
      schedule.delay(() => openRank(3), delayMs);
    },
    load(request, loadOptions = {}) {
      const url = request.bundleUrl;
      const rank = loadOptions.urgent ? 0 : rankOf(request.priority);
      const existing = jobs.get(url);
      if (existing?.state === 'failed' && now() - existing.failedAt < retryAfterMs) {
        return Promise.reject(existing.error);
      }
      if (existing && existing.state !== 'failed') {
        if (existing.state === 'waiting' && rank < existing.rank) {
          existing.rank = rank;
          pump();
        }
        return existing.promise;
      }
      const job = createJob(url, rank);
      jobs.set(url, job);
      pump();
      return job.promise;
    },
    snapshot() {
      const loading = [...jobs.values()].filter((job) => job.state === 'loading');
      return { loading: loading.map((job) => job.url), waiting: waiting().map((job) => job.url) };
    },
  };
}
