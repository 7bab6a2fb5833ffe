import { JSDOM } from 'jsdom';
import { FLAGS_CONSOLE_PATH } from '../flagsConsolePage';
import type { ConsoleTestServer } from './startConsoleTestServer';

export interface ConsoleDom {
  dom: JSDOM;
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

/** Loads the console page from the test server into jsdom, scripts on, and waits for its load. */
export async function openConsoleDom(server: ConsoleTestServer): Promise<ConsoleDom> {
  const html = await (await fetch(`${server.origin}${FLAGS_CONSOLE_PATH}`)).text();
  const confirmAnswer = { value: true };
  const dom = new JSDOM(html, {
    url: `${server.origin}${FLAGS_CONSOLE_PATH}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      window.fetch = (input, init) => fetch(new URL(String(input), server.origin), init);
      window.confirm = () => confirmAnswer.value;
    },
  });
  const doc = dom.window.document;
  await until(() => doc.getElementById('status')?.textContent?.startsWith('Loaded'), 'the load');
  return { dom, doc, confirmAnswer };
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
