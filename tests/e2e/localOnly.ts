import type { LaunchOptions } from '@playwright/test';

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;
const LOCAL_SCHEMES = /^(data|blob|about|chrome|expensebridge):/;

/**
 * Nothing leaves the machine: Chromium sends every request for another host to a proxy address
 * nobody listens on, so it fails at once (net::ERR_PROXY_CONNECTION_FAILED), while the lab's
 * own addresses go direct. A browser-wide block rather than a `context.route`: routing turns
 * Chromium's HTTP cache off, and every screen a test opened then fetched (and the lab
 * compressed) all the app's scripts again, a third of the time a screen took to open.
 */
export const LOCAL_ONLY_PROXY: NonNullable<LaunchOptions['proxy']> = {
  server: 'http://127.0.0.1:1',
  bypass: '127.0.0.1,localhost',
};

/** Whether a request's address is the machine's own (or needs no network at all). */
export function isLocalAddress(url: string): boolean {
  return LOCAL.test(url) || LOCAL_SCHEMES.test(url);
}
