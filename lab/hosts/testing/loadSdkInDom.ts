import { JSDOM, type DOMWindow } from 'jsdom';
import { installHostSdk } from '../web/installHostSdk';
import type { SdkWindow } from '../web/SdkKit';
import { pageHost } from '../web/pageHost';
import type { HostsLab } from './startHostsLab';

/** The page's globals as the tests reach them: untyped on purpose, the SDK shapes are under test. */
export type PageWindow = DOMWindow & Record<string, unknown>;

export interface SdkPage {
  window: PageWindow;
  /** Every URL the fake SDK fetched, in order. */
  fetches: string[];
  close(): void;
}

export interface SdkPageOptions {
  mode?: 'normal' | 'not-in-host' | 'hang';
  /** Extra cookies (lab-session, lab-host-staff, …). */
  cookie?: string;
  /** Where the page is, relative to the lab. */
  path?: string;
}

/**
 * A page at the lab's origin with the host's fake SDK installed as its script would (the host
 * read from `scriptPath`, the mode from the page's cookie), fetches going to the lab.
 */
export async function loadSdkInDom(
  lab: HostsLab,
  scriptPath: string,
  options: SdkPageOptions = {},
): Promise<SdkPage> {
  const cookie = [`lab-host-mode=${options.mode ?? 'normal'}`, options.cookie]
    .filter(Boolean)
    .join('; ');
  const dom = new JSDOM(
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
    {
      url: `${lab.url}${options.path ?? '/'}`,
      runScripts: 'outside-only',
    },
  );
  for (const part of cookie.split(';')) dom.window.document.cookie = part.trim();
  const fetches: string[] = [];
  const window = dom.window as PageWindow;
  window.fetch = ((input: string, init: RequestInit = {}) => {
    fetches.push(String(input));
    const headers = { ...(init.headers as Record<string, string>), cookie };
    return fetch(new URL(String(input), lab.url), { ...init, headers });
  }) as typeof fetch;
  const { host, mode } = pageHost(window.document, `${lab.url}${scriptPath}`);
  if (!host || !installHostSdk(window as unknown as SdkWindow, host, mode)) {
    throw new Error(`${scriptPath} names no host with an SDK`);
  }
  return { window, fetches, close: () => dom.window.close() };
}

/** Polls until read() gives a value (every 10 ms, at most 200 times). */
export async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Lets queued timers and promise callbacks run (the fake SDKs answer on a 0 ms timer). */
export async function turns(count = 3): Promise<void> {
  for (let turn = 0; turn < count; turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A callback recorder: `calls` fills as the SDK calls back. */
export function recorder<T = unknown>(): { calls: T[]; fn: (value: T) => void } {
  const calls: T[] = [];
  return { calls, fn: (value: T) => calls.push(value) };
}
