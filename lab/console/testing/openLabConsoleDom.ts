import { JSDOM } from 'jsdom';
import { consoleDocument } from '../consoleDocument';
import { LAB_CONSOLE_PAGE, LAB_CONSOLE_PATH } from '../labConsolePage';
import type { LabConsole } from '../web/labConsole/LabConsole';
import { startLabConsole } from '../web/labConsole/startLabConsole';
import { FakeLabApi } from './FakeLabApi';
import { fakeLabRoutes } from './labConsoleFakes';
import { until } from './openConsoleDom';

export interface LabConsoleOptions {
  api?: FakeLabApi;
  /** What localStorage holds under lab-console-choice before the page runs (a string as is). */
  saved?: unknown;
  /** Set as document.cookie before the page runs, e.g. 'lab-session=qa-1'. */
  cookie?: string;
  hidden?: boolean;
  /** The console's language; en-US unless a test looks at the default. */
  lang?: 'zh-CN' | 'en-US';
}

export interface LabConsoleDom {
  dom: JSDOM;
  lab: LabConsole;
  doc: Document;
  api: FakeLabApi;
  /** The page's setInterval timers: the test runs them, no real waiting. */
  intervals: Map<number, { run: () => void; ms: number }>;
  /** Runs every interval once, as one tick of the clock would. */
  tick(): void;
  /** Flips document.hidden and fires visibilitychange. */
  setHidden(hidden: boolean): void;
  status(): string;
  alerts(): string;
  byId<T extends HTMLElement = HTMLElement>(id: string): T;
  /** Finds a button by its accessible name (its text, whitespace collapsed). */
  button(name: string): HTMLButtonElement | undefined;
  /** Chooses a value as a person would: sets it, then fires change (input for text). */
  choose(target: HTMLInputElement | HTMLSelectElement, value: string, event?: string): void;
  /** Waits for every call in flight to settle (the fake answers at once). */
  settle(): Promise<void>;
}

/** Text as an accessible name reads it: whitespace collapsed. */
const nameOf = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Loads the lab console into jsdom against a fake admin API and waits for its first load. */
export async function openLabConsoleDom(options: LabConsoleOptions = {}): Promise<LabConsoleDom> {
  const api = options.api ?? new FakeLabApi(fakeLabRoutes());
  const intervals = new Map<number, { run: () => void; ms: number }>();
  const visibility = { hidden: options.hidden ?? false };
  let nextTimer = 1;
  const dom = new JSDOM(consoleDocument(LAB_CONSOLE_PAGE), {
    url: `http://lab.test${LAB_CONSOLE_PATH}?lang=${options.lang ?? 'en-US'}`,
    pretendToBeVisual: true,
    beforeParse(window) {
      window.fetch = api.fetch as typeof window.fetch;
      if (options.saved !== undefined) {
        const { saved } = options;
        const raw = typeof saved === 'string' ? saved : JSON.stringify(saved);
        window.localStorage.setItem('lab-console-choice', raw);
      }
      if (options.cookie) window.document.cookie = options.cookie;
      Object.defineProperty(window.document, 'hidden', { get: () => visibility.hidden });
      const setFake = (run: () => void, ms?: number) => {
        intervals.set(nextTimer, { run, ms: ms ?? 0 });
        return nextTimer++;
      };
      window.setInterval = setFake as unknown as typeof window.setInterval;
      window.clearInterval = ((id: number) => intervals.delete(id)) as typeof window.clearInterval;
    },
  });
  const lab = startLabConsole(dom.window as unknown as Window & typeof globalThis);
  const doc = dom.window.document;
  const byId = <T extends HTMLElement = HTMLElement>(id: string) => {
    const found = doc.getElementById(id);
    if (!found) throw new Error(`no element #${id}`);
    return found as T;
  };
  const status = () => byId('status').textContent ?? '';
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  await until(() => /^(Ready|Failed|就绪|加载)/.test(status()), 'the first load');
  await settle();
  return {
    dom,
    lab,
    doc,
    api,
    intervals,
    tick: () => [...intervals.values()].forEach((timer) => timer.run()),
    setHidden: (hidden) => {
      visibility.hidden = hidden;
      doc.dispatchEvent(new dom.window.Event('visibilitychange'));
    },
    status,
    alerts: () => byId('lab-alerts').textContent ?? '',
    byId,
    button: (name) =>
      [...doc.querySelectorAll('button')].find((b) => nameOf(b.textContent) === name),
    choose: (target, value, event = 'change') => {
      target.value = value;
      target.dispatchEvent(new dom.window.Event(event, { bubbles: true }));
    },
    settle,
  };
}
