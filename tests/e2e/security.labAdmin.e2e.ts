import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface FlagAnswer {
  flag: { isEnabled: boolean };
}

/** A made-up site, answered inside the browser: nothing leaves the machine. */
const FOREIGN = 'http://foreign.test';

async function openForeignPage(page: Page): Promise<void> {
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>foreign</title>' }),
  );
  await page.goto(`${FOREIGN}/`);
}

test.afterEach(async ({ request }) => {
  await request.post('/__lab/flags/reset');
});

test.describe('when a page on another origin calls the lab’s admin API', () => {
  test('a cross-site form post is refused and changes nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    await openForeignPage(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/disable'));
    await page.evaluate((target) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = target;
      document.body.append(form);
      form.submit();
    }, `${baseURL}/__lab/flags/module-approval/disable`);
    expect((await answer).status()).toBe(403);
    const flag = (await (await request.get('/__lab/flags/module-approval')).json()) as FlagAnswer;
    expect(flag.flag.isEnabled).toBe(true);
  });
});
