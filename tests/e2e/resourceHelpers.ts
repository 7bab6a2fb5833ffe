import type { APIRequestContext, Page } from '@playwright/test';

export /** A bill of mine whose resources include the taxi order (a bill with a finished car order). */
async function taxiBill(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/flow/flows/my/search', {
    data: { filterBy: '', limit: { start: 0, count: 200 } },
  });
  const { items } = (await answer.json()) as { items: { id: string }[] };
  for (const { id } of items) {
    const resources = await request.get(`/api/v1/flow/flows/${encodeURIComponent(id)}/resources`);
    const list = (await resources.json()) as { items: { type: string }[] };
    if (list.items.some((item) => item.type === 'BUTTON_TAXI_ORDER')) return id;
  }
  throw new Error('The seed has no bill of mine with a finished taxi order');
}

/** How often the lab journaled calls to `path` since `since` (ms). */
export async function journalCount(request: APIRequestContext, path: string, since: number) {
  const answer = await request.get(`/__lab/requests/count?path=${path}&since=${since}`);
  return ((await answer.json()) as { count: number }).count;
}

/** A group of resource buttons: the home's services, or a bill's related ones. */
export function services(page: Page, name = '常用服务') {
  return page.getByRole('group', { name });
}

export interface HostCall {
  host: string;
  method: string;
  args: { url?: unknown } | null;
}

/** The host verbs the lab's fake SDK was asked for, in order (lab/hosts/web/SdkKit.ts). */
export const hostCalls = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window as { __labHostCalls?: unknown[] }).__labHostCalls ?? []),
      ) as HostCall[],
  );
