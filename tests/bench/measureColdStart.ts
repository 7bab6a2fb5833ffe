import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { createLabServer } from '../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { measureColdStartOnce, type ColdStartRun } from './measureColdStartOnce';
import { summarizeColdStart, type HostColdStart } from './summarizeColdStart';

export interface ColdStartOptions {
  /** Lab host ids; the plain web and one embedded host by default. */
  hosts?: readonly string[];
  runs?: number;
  /** Chrome DevTools CPU throttling rate (4 = four times slower). */
  throttling?: number;
  distDir?: string;
}

export interface ColdStart {
  goalMs: number;
  throttling: number;
  runs: number;
  hosts: HostColdStart[];
  /** The machine's one-minute load average before and after, and its cores: the noise. */
  load: { before: number; after: number; cores: number };
}

const loadNow = () => Math.round(loadavg()[0] * 100) / 100;

export const COLD_START_GOAL_MS = 1000;

/**
 * Cold start to the signed-in home per host: one discarded warm-up (the lab's and Chromium's
 * first-request costs are not the app's), then `runs` runs, each in a fresh browser context.
 */
export async function measureColdStart(options: ColdStartOptions = {}): Promise<ColdStart> {
  const { hosts = ['web', 'dingtalk'], runs = 5, throttling = 4 } = options;
  const before = loadNow();
  const lab = await createLabServer({ port: 0, distDir: options.distDir });
  try {
    const browser = await chromium.launch({
      executablePath: findBrowser() ?? undefined,
      args: CHROMIUM_ARGS,
    });
    try {
      const summaries: HostColdStart[] = [];
      for (const host of hosts) {
        await measureColdStartOnce(browser, lab.url, host, throttling);
        const measured: ColdStartRun[] = [];
        for (let index = 0; index < runs; index += 1) {
          measured.push(await measureColdStartOnce(browser, lab.url, host, throttling));
        }
        summaries.push(summarizeColdStart(host, measured, COLD_START_GOAL_MS));
      }
      const load = { before, after: loadNow(), cores: availableParallelism() };
      return { goalMs: COLD_START_GOAL_MS, throttling, runs, hosts: summaries, load };
    } finally {
      await browser.close();
    }
  } finally {
    await lab.close();
  }
}
