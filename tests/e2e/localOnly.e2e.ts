import { expect, test } from '@playwright/test';
import { watchOutsideRequests } from './outsideRequests';

// The plain Playwright test, so the fixture that fails every test on such a request stays out of
// the way of the one test that makes one on purpose.
test('a request to another host never leaves the machine and is named for the test', async ({
  page,
  context,
}) => {
  const outside = watchOutsideRequests(context);
  const failure = await page.goto('http://example.com/').then(
    () => 'answered',
    (error: Error) => error.message,
  );
  expect(failure).toContain('ERR_NAME_NOT_RESOLVED');
  expect(outside).toEqual(['http://example.com/']);
});
