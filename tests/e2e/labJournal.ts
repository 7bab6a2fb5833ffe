import type { APIRequestContext } from '@playwright/test';

export interface JournalCall {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  body: { preview: string | null } | null;
}

/**
 * What the lab journaled since `since` under `path` (a prefix), oldest first. Tests running
 * beside this one may add calls of their own: callers narrow by what only their person asked.
 */
export async function journalSince(
  request: APIRequestContext,
  since: number,
  path: string,
  method?: string,
): Promise<JournalCall[]> {
  const query = new URLSearchParams({ since: String(since), path, ...(method && { method }) });
  const answer = await request.get(`/__lab/requests?${query}`);
  return ((await answer.json()) as { items: JournalCall[] }).items;
}

/** A name no other test run uses, for records a story creates in the shared lab. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
