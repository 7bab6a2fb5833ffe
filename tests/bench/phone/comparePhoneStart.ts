/**
 * Baseline against candidate on the phone profile, interleaved in one run so the machine's load
 * hits both alike: `node --import tsx tests/bench/phone/comparePhoneStart.ts <baseline dist>
 * <candidate dist> [runs] [host,host]`. Prints medians of both and each run's figures.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { createLabServer } from '../../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../../e2e/findBrowser';
import { percentile } from '../percentiles';
import { homeMarkerOf } from './measurePhoneStart';
import { measurePhoneStartOnce, type PhoneStartRun } from './measurePhoneStartOnce';

const [baseline, candidate, runsArg = '5', hostsArg = 'web,dingtalk'] = process.argv.slice(2);

async function main(): Promise<void> {
  if (!baseline || !candidate)
    throw new Error('usage: comparePhoneStart <baseline dist> <candidate dist> [runs] [hosts]');
  const builds = [baseline, candidate];
  const labs = await Promise.all(builds.map((distDir) => createLabServer({ port: 0, distDir })));
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  const load = [loadavg()[0]];
  try {
    for (const host of hostsArg.split(',')) {
      const runs: PhoneStartRun[][] = [[], []];
      for (let round = -1; round < Number(runsArg); round += 1) {
        for (const [index, lab] of labs.entries()) {
          const run = await measurePhoneStartOnce(
            browser,
            lab.url,
            host,
            homeMarkerOf(builds[index]),
          );
          if (round >= 0) runs[index].push(run);
        }
      }
      for (const [index, build] of builds.entries()) {
        const median = (read: (run: PhoneStartRun) => number) =>
          percentile(runs[index].map(read), 50);
        console.info(
          `${host} ${index === 0 ? 'baseline ' : 'candidate'} usable ${median((r) => r.cold.usableMs)} lcp ${median((r) => r.cold.lcpMs ?? Number.NaN)} tbt ${median((r) => r.cold.tbtMs)} kB ${(median((r) => r.cold.bytes) / 1000).toFixed(1)} req ${median((r) => r.cold.requests)} warm ${median((r) => r.warm.usableMs)}  runs ${runs[index].map((r) => r.cold.usableMs).join(' ')}  (${build})`,
        );
      }
    }
  } finally {
    load.push(loadavg()[0]);
    console.info(`load average ${load.map((value) => value.toFixed(2)).join(' → ')}`);
    await browser.close();
    await Promise.all(labs.map((lab) => lab.close()));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
