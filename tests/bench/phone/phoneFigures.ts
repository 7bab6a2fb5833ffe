import { HOST_IDS } from '../../../src/hosts/detectHost';
import { figure, goal, round, type BenchFigure } from '../BenchFigure';
import { percentile } from '../percentiles';
import type { PhoneStart } from './measurePhoneStart';
import type { PhoneStartRun } from './measurePhoneStartOnce';
import { PHONE_PROFILE_TEXT } from './phoneProfile';
import type { StartVitals } from './summarizeVitals';

/** Core Web Vitals "good" (p75 in the field), wanted here at the median on a throttled phone. */
export const PHONE_GOALS = { usableMs: 2500, lcpMs: 2500, cls: 0.1, tbtMs: 200, warmMs: 1000 };

type Visit = 'cold' | 'warm';
const medianOf = (
  runs: readonly PhoneStartRun[],
  visit: Visit,
  read: (v: StartVitals) => number | null,
) =>
  percentile(
    runs.map((run) => read(run[visit])).filter((value): value is number => value !== null),
    50,
  );

/** Adapters and SDKs of another host among the scripts a host's start loaded. */
export function foreignHostScripts(host: string, scripts: readonly { path: string }[]): string[] {
  return scripts
    .map((script) => script.path)
    .filter((path) => {
      const named = /\/host-([\w]+)\.[0-9a-f]+\.js$/.exec(path)?.[1];
      const adapter = HOST_IDS.find((id) => id === named);
      const sdk = /\/__lab\/hosts\/([\w]+)\/sdk\.js$/.exec(path)?.[1];
      const teams = /\/teams-js\.[0-9a-f]+\.js$/.test(path) && host !== 'teams';
      return (
        teams || (adapter !== undefined && adapter !== host) || (sdk !== undefined && sdk !== host)
      );
    });
}

/** Per host: home usable, LCP, CLS, TBT, bytes and requests before usable, warm start. */
export function phoneFigures(result: PhoneStart): BenchFigure[] {
  const section = 'Phone profile start';
  const marker =
    result.marker === 'home-todos'
      ? 'home usable = the to-do block [data-testid="home-todos"] is in the DOM'
      : 'home usable = signed in and the module navigation shown (the build has no [data-testid="home-todos"] yet)';
  const how = `${PHONE_PROFILE_TEXT}; fresh context, median of ${result.runs} runs after a discarded warm-up, hosts interleaved; from the app document's request; ${marker}`;
  return result.hosts.flatMap(({ host, runs }) => {
    const at = (
      id: string,
      label: string,
      value: number,
      unit: string,
      limit?: number,
      extra = '',
    ) =>
      figure({
        id: `phone.${host}.${id}`,
        section,
        label: `${host}: ${label}`,
        value,
        unit,
        goal: limit === undefined ? undefined : goal('at most', limit),
        how: `${how}${extra}`,
      });
    const foreign = runs.flatMap((run) => foreignHostScripts(host, run.cold.scripts));
    return [
      at(
        'usableMs',
        'home usable',
        medianOf(runs, 'cold', (v) => v.usableMs),
        'ms',
        PHONE_GOALS.usableMs,
      ),
      at(
        'lcpMs',
        'largest contentful paint',
        medianOf(runs, 'cold', (v) => v.lcpMs),
        'ms',
        PHONE_GOALS.lcpMs,
      ),
      at(
        'cls',
        'cumulative layout shift',
        medianOf(runs, 'cold', (v) => v.cls),
        '',
        PHONE_GOALS.cls,
        '; largest 5 s burst, up to 1 s after usable',
      ),
      at(
        'tbtMs',
        'total blocking time',
        medianOf(runs, 'cold', (v) => v.tbtMs),
        'ms',
        PHONE_GOALS.tbtMs,
        '; long tasks over 50 ms, first paint → usable',
      ),
      at(
        'kBBeforeUsable',
        'bytes before home usable',
        round(medianOf(runs, 'cold', (v) => v.bytes) / 1000),
        'kB',
        undefined,
        '; bytes on the wire (gzip, headers included) of the requests finished before usable',
      ),
      at(
        'scriptKBBeforeUsable',
        'script bytes before signed-in home',
        round(medianOf(runs, 'cold', (v) => v.scripts.reduce((sum, s) => sum + s.bytes, 0)) / 1000),
        'kB',
        undefined,
        '; scripts only, on the wire',
      ),
      at(
        'requestsBeforeUsable',
        'requests before home usable',
        medianOf(runs, 'cold', (v) => v.requests),
        'requests',
      ),
      figure({
        id: `phone.${host}.foreignHostScripts`,
        section,
        label: `${host}: other hosts' adapters and SDKs loaded`,
        value: foreign.length,
        unit: 'scripts',
        goal: goal('exactly', 0),
        how: `every run's scripts before usable: host-<other>.js, another host's SDK, or teams-js outside Teams${foreign.length ? ` — seen: ${[...new Set(foreign)].join(', ')}` : ''}`,
      }),
      at(
        'warmUsableMs',
        'warm start (second visit) → home usable',
        medianOf(runs, 'warm', (v) => v.usableMs),
        'ms',
        PHONE_GOALS.warmMs,
        '; the same context opened again, HTTP cache warm',
      ),
      at(
        'warmKB',
        'warm start: bytes on the wire',
        round(medianOf(runs, 'warm', (v) => v.bytes) / 1000),
        'kB',
      ),
    ];
  });
}
