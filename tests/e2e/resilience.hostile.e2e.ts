import { nestedJson } from '../../mocks-server/testing/nestedJson';
import type { APIRequestContext } from '@playwright/test';
import { leaksInternals } from '../../mocks-server/testing/leaksInternals';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { watchPageProblems } from './pageProblems';

const HOSTILE_BODIES = [
  nestedJson('[', ']', 10_000),
  nestedJson('{"a":', '}', 10_000),
  nestedJson('[', ']', 100_000),
  '{"a":',
  'null',
  '{"a":"\u0000"}',
];

const TARGETS = [
  '/api/v1/flow/flows/my/search',
  '/api/v1/flow/backlogs/search',
  '/api/v1/flow/flows',
  '/api/dingtalk/v2/session',
  '/api/wecom/v2/jsconfig',
  '/api/idp/public/oauth2/token',
  '/api/idp/public/oauth2/authorize',
  '/api/v1/group/center/batchDown',
  '/api/v1/attachment/attachments/uploadFile',
  '/auth/oauth2/token/expense',
  '/__lab/hosts/web/auth-code',
  '/__lab/hosts/web/verify',
  '/__lab/faults',
  '/__lab/recording/start',
];

/** Another lab session posts every hostile body to every target; each answer must be a 4xx. */
async function hostileSweep(request: APIRequestContext): Promise<string[]> {
  const problems: string[] = [];
  for (const target of TARGETS) {
    for (const body of HOSTILE_BODIES) {
      const answer = await request.post(target, {
        headers: { 'content-type': 'application/json', 'x-lab-session': 'hostile-sweep' },
        data: body,
      });
      const text = await answer.text();
      if (answer.status() >= 500 || leaksInternals(text))
        problems.push(`${target} ${answer.status()}`);
    }
  }
  return problems;
}

test('a person keeps working, recording and in their scenario while another session sends hostile input', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const problems = await watchPageProblems(page);
  await signIn(page);
  // Opening the app as a host starts a lab session of its own; the person's state lives there.
  const cookies = await context.cookies(baseURL);
  const session = cookies.find((cookie) => cookie.name === 'lab-session')?.value ?? '';
  expect(session).not.toBe('');
  const mine = { 'x-lab-session': session };
  const started = await request.post('/__lab/recording/start', {
    headers: mine,
    data: { name: 'person' },
  });
  expect(started.status()).toBe(201);
  await request.post('/__lab/scenarios/presets/upload-500-once/activate', { headers: mine });
  await request.put('/__lab/scenarios/upload-500-once/state', {
    headers: mine,
    data: { state: 'failed-once' },
  });

  const sweep = hostileSweep(request);
  await page.goto('/bills');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sweep).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scenarios = await (await request.get('/__lab/scenarios', { headers: mine })).json();
  expect(scenarios.active).toEqual(['upload-500-once']);
  expect(scenarios.items).toContainEqual(
    expect.objectContaining({ name: 'upload-500-once', state: 'failed-once' }),
  );
  const recording = await (await request.post('/__lab/recording/stop', { headers: mine })).json();
  const paths = recording.entries.map(
    (entry: { request?: { path: string } }) => entry.request?.path,
  );
  expect(paths).toContain('/api/v1/flow/flows/my/search');
  expect(JSON.stringify(recording)).not.toContain('hostile');
  expect((await request.get('/__lab/health')).status()).toBe(200);
  expect(await problems()).toEqual([]);
});
