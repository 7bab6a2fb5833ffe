import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';

export interface MachineFacts {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  platform: string;
  node: string;
  chromium: string;
  /** One-, five- and fifteen-minute load averages when the bench started and when it ended. */
  loadAverage: { start: number[]; end: number[] };
}

export const loadNow = () => loadavg().map((value) => Math.round(value * 100) / 100);

async function chromiumVersion(): Promise<string> {
  try {
    const browser = await chromium.launch({
      executablePath: findBrowser() ?? undefined,
      args: CHROMIUM_ARGS,
    });
    const version = browser.version();
    await browser.close();
    return version;
  } catch (error) {
    return `unavailable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

/** What the figures were measured on: absolute times mean little without it. */
export async function machineFacts(startLoad: number[]): Promise<MachineFacts> {
  return {
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    platform: `${process.platform} ${process.arch}`,
    node: process.version,
    chromium: await chromiumVersion(),
    loadAverage: { start: startLoad, end: loadNow() },
  };
}
