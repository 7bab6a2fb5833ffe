import type { LoadSchedule } from '../LoadSchedule';

/** Script loads that settle only when the test says so. */
export function fakeScripts() {
  const pending = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  const started: string[] = [];
  const loadScript = jest.fn(
    (url: string) =>
      new Promise<void>((resolve, reject) => {
        started.push(url);
        pending.set(url, { resolve, reject });
      }),
  );
  const settle = (url: string, error?: unknown) => {
    const load = pending.get(url);
    if (!load) throw new Error(`${url} is not loading`);
    pending.delete(url);
    if (error === undefined) load.resolve();
    else load.reject(error);
  };
  return { loadScript, started, pending, succeed: (url: string) => settle(url), fail: settle };
}

/** A schedule whose idle and delayed callbacks run only when the test fires them. */
export function manualSchedule() {
  const idle: Array<() => void> = [];
  const delayed: Array<{ run: () => void; ms: number }> = [];
  const schedule: LoadSchedule = {
    idle: (run) => idle.push(run),
    delay: (run, ms) => delayed.push({ run, ms }),
  };
  return {
    schedule,
    delayed,
    fireIdle: () => idle.splice(0).forEach((run) => run()),
    fireDelayed: () => delayed.splice(0).forEach(({ run }) => run()),
  };
}

/** Lets promise chains run to the end without any timer. */
export async function flushPromises(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}
