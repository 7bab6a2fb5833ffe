import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

type Step = { event: 'asked' | 'in'; file: string };

/** The page's script requests and arrivals, by chunk name (`flag-store` for /js/flag-store.1a.js). */
function recordScripts(page: Page): Step[] {
  const steps: Step[] = [];
  const fileOf = (url: string) => /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(url).pathname)?.[1];
  page.on('request', (request) => {
    const file = fileOf(request.url());
    if (file) steps.push({ event: 'asked', file });
  });
  page.on('requestfinished', (request) => {
    const file = fileOf(request.url());
    if (file) steps.push({ event: 'in', file });
  });
  return steps;
}

const indexOf = (steps: Step[], event: Step['event'], file: string) =>
  steps.findIndex((step) => step.event === event && step.file === file);

test('on the home the flag client and the runtime are asked for only once the home’s own chunks are in', async ({
  page,
}) => {
  const steps = recordScripts(page);
  const frame = await signIn(page, { host: 'dingtalk' });
  await expect(frame.getByTestId('home-todos')).toBeVisible();
  await expect(frame.getByRole('link', { name: '单据', exact: true })).toBeVisible();
  const homeIn = Math.max(indexOf(steps, 'in', 'home'), indexOf(steps, 'in', 'home-store'));
  for (const file of ['flag-store', 'micro-runtime']) {
    expect(indexOf(steps, 'asked', file), file).toBeGreaterThan(homeIn);
    expect(
      steps.filter((step) => step.event === 'asked' && step.file === file),
      file,
    ).toHaveLength(1);
  }
  expect(homeIn).toBeGreaterThanOrEqual(0);
});
