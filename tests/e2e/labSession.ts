import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

let counter = 0;

/**
 * A lab session of its own for a browser context, optionally playing a host and a preset, for
 * cells that must start somewhere other than the host's usual entry address.
 */
export async function useLabSession(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  options: { host?: string; preset?: string } = {},
): Promise<string> {
  counter += 1;
  const session = `e2e-${process.pid}-${Date.now()}-${counter}`;
  const cookies = [{ name: 'lab-session', value: session, url: baseURL }];
  if (options.host) cookies.push({ name: 'lab-host', value: options.host, url: baseURL });
  await context.addCookies(cookies);
  if (options.preset) {
    const answer = await request.post(`/__lab/scenarios/presets/${options.preset}/activate`, {
      headers: { 'X-Lab-Session': session },
    });
    if (!answer.ok()) throw new Error(`preset ${options.preset}: ${answer.status()}`);
  }
  return session;
}

export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  body: { preview: string | null } | null;
}

/** What the lab journaled for this page's lab session under a path. */
export async function sessionJournal(page: Page, path: string): Promise<JournalEntry[]> {
  const session = (await page.context().cookies()).find((c) => c.name === 'lab-session')?.value;
  const query = new URLSearchParams({ session: session ?? '', path });
  const answer = await page.request.get(`/__lab/requests?${query}`);
  return ((await answer.json()) as { items: JournalEntry[] }).items;
}

/** The lab session's journal as `METHOD path status` lines, oldest first. */
export async function journalOf(request: APIRequestContext, session: string): Promise<string[]> {
  const answer = await request.get(`/__lab/requests?session=${encodeURIComponent(session)}`);
  const body = (await answer.json()) as {
    items: { method: string; path: string; status: number }[];
  };
  return body.items.map((item) => `${item.method} ${item.path.split('?')[0]} ${item.status}`);
}
