import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createLabServer } from '../../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../../e2e/findBrowser';
import { measurePhoneStartOnce, type PhoneStartRun } from './measurePhoneStartOnce';
import { tracePhoneStart, type PhoneTrace } from './tracePhoneStart';
import type { HomeMarker } from './vitalsProbe';

export interface PhoneStartOptions {
  distDir: string;
  hosts?: readonly string[];
  runs?: number;
  /** false: CPU slowdown only, for splitting network from CPU in the trace summary. */
  network?: boolean;
  /** A discarded first run per host (off in --quick, which only proves the figures come). */
  warmUp?: boolean;
  /** One more traced run per host: where the time goes. */
  trace?: boolean;
}

export interface PhoneStart {
  marker: HomeMarker;
  runs: number;
  network: boolean;
  hosts: { host: string; runs: PhoneStartRun[] }[];
  traces: PhoneTrace[];
  load: { before: number; after: number; cores: number };
}

const loadNow = () => Math.round(loadavg()[0] * 100) / 100;

/** The home's to-do block is waited for once the build has it (issue 17's contract). */
export function homeMarkerOf(distDir: string): HomeMarker {
  const scripts = ['js', 'modules'].flatMap((folder) =>
    readdirSync(path.join(distDir, folder))
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(distDir, folder, name)),
  );
  const has = scripts.some((file) => readFileSync(file, 'utf8').includes('home-todos'));
  return has ? 'home-todos' : 'signed-in';
}

/**
 * Cold and warm start per host on the phone profile: one discarded warm-up (the lab's and
 * Chromium's first-request costs are not the app's), then `runs` runs, hosts interleaved so a
 * burst of load on the machine hits every host alike.
 */
export async function measurePhoneStart(options: PhoneStartOptions): Promise<PhoneStart> {
  const { distDir, hosts = ['web', 'dingtalk'], runs = 5, network = true } = options;
  const { warmUp = true, trace = true } = options;
  const before = loadNow();
  const marker = homeMarkerOf(distDir);
  const lab = await createLabServer({ port: 0, distDir });
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = hosts.map((host) => ({ host, runs: [] as PhoneStartRun[] }));
    if (warmUp) {
      for (const host of hosts)
        await measurePhoneStartOnce(browser, lab.url, host, marker, network);
    }
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        result.runs.push(
          await measurePhoneStartOnce(browser, lab.url, result.host, marker, network),
        );
      }
    }
    const traces: PhoneTrace[] = [];
    for (const host of trace ? hosts : []) {
      traces.push(await tracePhoneStart(browser, lab.url, host, marker));
    }
    const load = { before, after: loadNow(), cores: availableParallelism() };
    return { marker, runs, network, hosts: results, traces, load };
  } finally {
    await browser.close();
    await lab.close();
  }
}
