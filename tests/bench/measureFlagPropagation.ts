import { chromium } from '@playwright/test';
import { createLabServer } from '../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../e2e/findBrowser';
import { summarize, type Summary } from './percentiles';

export interface FlagPropagation {
  changes: number;
  /** Admin call sent → the module mounted or unmounted in the open page (ms). */
  propagation: Summary;
  /** Baseline in the same run: one admin HTTP round trip that changes nothing (ms). */
  httpRoundTrip: Summary;
  p50RatioToRoundTrip: number;
}

const now = () => performance.timeOrigin + performance.now();

/** 50 live flag changes, each timed from the admin call to the DOM change seen by a MutationObserver. */
export async function measureFlagPropagation(changes = 50): Promise<FlagPropagation> {
  const lab = await createLabServer({ port: 0 });
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    // Signed in first, as staff arrive: a bare /approval without a session lands on /login.
    await page.goto(`${lab.url}/__lab/hosts/web/open`);
    await page.waitForFunction(() => window.__expenseLab?.session().status === 'signed-in');
    await page.goto(`${lab.url}/approval`);
    await page.getByRole('heading', { name: '待我审批' }).waitFor();
    const post = (path: string) =>
      fetch(`${lab.url}/__lab/flags/module-approval/${path}`, { method: 'POST' });
    const samples: number[] = [];
    for (let index = 0; index < changes; index += 1) {
      const turningOff = index % 2 === 0;
      // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
      // The observer is in place before the admin call (a busy machine can take longer to set it
      // up than the change takes to arrive), and a change that never shows fails, not hangs.
      await page.evaluate(`window.__flagSeen = new Promise((resolve, reject) => {
        const off = ${turningOff};
        const timer = setTimeout(() => reject(new Error('no DOM change within 10 s')), 10000);
        const observer = new MutationObserver(() => {
          const visible = document.querySelector('[id="single-spa-application:approval"] h1') !== null;
          if (visible === off) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }); true`);
      const sentAt = now();
      await post(turningOff ? 'disable' : 'enable');
      samples.push((await page.evaluate<number>('window.__flagSeen')) - sentAt);
    }
    const roundTrips: number[] = [];
    for (let index = 0; index < changes; index += 1) {
      const start = now();
      await fetch(`${lab.url}/__lab/flags/module-approval`);
      roundTrips.push(now() - start);
    }
    const propagation = summarize(samples);
    const httpRoundTrip = summarize(roundTrips);
    return {
      changes,
      propagation,
      httpRoundTrip,
      p50RatioToRoundTrip: Math.round((propagation.p50 / httpRoundTrip.p50) * 10) / 10,
    };
  } finally {
    await browser.close();
    await fetch(`${lab.url}/__lab/flags/reset`, { method: 'POST' });
    await lab.close();
  }
}
