import { percentile } from '../percentiles';
import type { PhoneStart } from './measurePhoneStart';
import type { PhoneTrace } from './tracePhoneStart';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Where the time of one traced start went: requests on a timeline, script cost, main thread. */
export function formatTrace(trace: PhoneTrace): string[] {
  const { vitals } = trace;
  const api = vitals.timeline.filter((entry) => /^\/(api|auth|idp)\//.test(entry.path));
  const apiMs = api.reduce((sum, entry) => sum + entry.endMs - entry.startMs, 0);
  return [
    `  trace of one ${trace.host} start (not in the medians): usable at ${vitals.usableMs} ms, main thread busy ${trace.mainThreadMs} ms, API calls ${apiMs} ms in ${api.length} requests`,
    `    network (ms from the app document's request: start → end, bytes on the wire):`,
    ...vitals.timeline.map(
      (entry) =>
        `      ${String(entry.startMs).padStart(5)} → ${String(entry.endMs).padEnd(5)} ${kB(entry.bytes).padStart(9)}  ${entry.path}`,
    ),
    `    script compile + evaluation on the main thread (the shell's includes running vendor's modules):`,
    ...trace.scripts
      .filter((script) => script.evalMs > 0)
      .map((script) => `      ${String(script.evalMs).padStart(5)} ms  ${script.path}`),
  ];
}

/** The readable part of the bench output for the phone profile. */
export function formatPhoneStart(result: PhoneStart): string[] {
  const { load } = result;
  const lines = [
    `Phone profile start, median of ${result.runs} runs, marker ${result.marker}; load average ${load.before} → ${load.after} on ${load.cores} cores`,
  ];
  for (const { host, runs } of result.hosts) {
    const median = (read: (run: (typeof runs)[number]) => number) => percentile(runs.map(read), 50);
    lines.push(
      `  ${host}: usable ${median((r) => r.cold.usableMs)} ms (runs ${runs.map((r) => r.cold.usableMs).join(' ')}), warm ${median((r) => r.warm.usableMs)} ms, ${kB(median((r) => r.cold.bytes))} in ${median((r) => r.cold.requests)} requests before usable`,
    );
  }
  for (const trace of result.traces) lines.push(...formatTrace(trace));
  return lines;
}
