import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signIn } from './labSignIn';
import { watchStoryContext } from './storyContextLogs';

/** The seeded subsidiaries' corporation ids, from the lab admin API. */
export async function subsidiaries(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.get('/__lab/tenants')).json()) as {
    items: { corporationId: string; parentId: string | null }[];
  };
  return body.items
    .filter((tenant) => tenant.parentId !== null)
    .map((tenant) => tenant.corporationId);
}

/** A fresh browser context signed in through the identity provider as staff of one tenant. */
export async function openAsTenant(
  browser: Browser,
  baseURL: string,
  corporationId: string,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  watchStoryContext(context, `tenant ${corporationId}`);
  const page = await context.newPage();
  await signIn(page, { corp: corporationId });
  await page.goto(path);
  return page;
}
