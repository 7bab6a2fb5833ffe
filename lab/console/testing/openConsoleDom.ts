import { JSDOM } from 'jsdom';
import { consoleDocument } from '../consoleDocument';
import { FLAGS_CONSOLE_PAGE, FLAGS_CONSOLE_PATH } from '../flagsConsolePage';
import type { FlagsConsole } from '../web/flagsConsole/FlagsConsole';
import { startFlagsConsole } from '../web/flagsConsole/startFlagsConsole';
import type { ConsoleTestServer } from './startConsoleTestServer';

export interface ConsoleDom {
  dom: JSDOM;
  fc: FlagsConsole;
  doc: Document;
  /** The answer window.confirm gives next (true unless a test says otherwise). */
  confirmAnswer: { value: boolean };
}

/** Polls until read() is truthy (every 10 ms, up to 2 s) and returns its value. */
export async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ConsoleDomOptions {
  /** The name the audit log records; '' for a person who has not given one. */
  actor?: string;
}

/**
 * The flag console in jsdom against the test server, started as its script starts it, in
 * English, as a person who gave their name; waits for the first load.
 */
export async function openConsoleDom(
  server: ConsoleTestServer,
  options: ConsoleDomOptions = {},
): Promise<ConsoleDom> {
  const confirmAnswer = { value: true };
  const dom = new JSDOM(consoleDocument(FLAGS_CONSOLE_PAGE), {
    url: `${server.origin}${FLAGS_CONSOLE_PATH}?lang=en-US`,
    pretendToBeVisual: true,
    beforeParse(window) {
      window.fetch = (input, init) => fetch(new URL(String(input), server.origin), init);
      window.confirm = () => confirmAnswer.value;
      window.localStorage.setItem('lab-console-actor', options.actor ?? 'QA Tester');
    },
  });
  const fc = startFlagsConsole(dom.window as unknown as Window & typeof globalThis);
  const doc = dom.window.document;
  await until(() => doc.getElementById('status')?.textContent?.startsWith('Loaded'), 'the load');
  return { dom, fc, doc, confirmAnswer };
}

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The lookups and typing the console's tests share. */
export function consoleQueries({ dom, doc }: ConsoleDom) {
  return {
    status: () => doc.getElementById('status')?.textContent ?? '',
    textOf: (id: string) => doc.getElementById(id)?.textContent ?? '',
    field: <T extends FormField>(id: string) => doc.getElementById(id) as T,
    button: (name: string) =>
      [...doc.querySelectorAll('button')].find((b) => b.textContent === name),
    /** Types a value as a person would: sets it, then fires input (or change for a select). */
    set: (target: FormField, value: string, event = 'input') => {
      target.value = value;
      target.dispatchEvent(new dom.window.Event(event, { bubbles: true }));
    },
  };
}
