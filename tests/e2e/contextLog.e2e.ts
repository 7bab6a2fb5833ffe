import { watchContextLog } from './contextLog';
import { devicePage, PHONE_VIEWPORT } from './devicePage';
import { expect, test } from './fixtures';
import { storyLogsReport } from './storyContextLogs';

test('the failure log names failed answers, console errors and what the page showed', async ({
  context,
  page,
}) => {
  const log = watchContextLog(context);
  await page.goto('/__lab/health');
  const missing = await page.evaluate(async () => (await fetch('/api/v1/no-such-area')).status);
  expect(missing).toBe(404);
  await page.evaluate(() => console.error('something the page regretted'));

  const report = await log.report();

  expect(report).toMatch(/^\+\d+ ms navigated to http:\/\/127\.0\.0\.1:\d+\/__lab\/health$/m);
  expect(report).toMatch(/answer 404: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/no-such-area/);
  expect(report).toContain('console error: something the page regretted');
  expect(report).toMatch(/page http:\/\/127\.0\.0\.1:\d+\/__lab\/health:\n- /);
});

test("the failure log also carries what each person's page of a story said", async ({
  browser,
}) => {
  const page = await devicePage(browser, { viewport: PHONE_VIEWPORT, phone: true });
  await page.goto('/__lab/health');
  await page.evaluate(() => console.error('the phone page regretted it'));

  const report = await storyLogsReport();

  expect(report).toMatch(/^--- 390×844 browser ---$/m);
  expect(report).toContain('console error: the phone page regretted it');
  await page.context().close();
});
