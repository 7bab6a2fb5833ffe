import type { Frame, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAB_HOST_IDS } from '../../mocks-server/hosts/labHostIds';
import { appFrame, signIn, waitForSessionStatus } from './labSignIn';

/** The app's frame after a reload: the page itself, or the one inside the Teams client. */
function appFrameOf(page: Page, host: string): Frame {
  return host === 'teams' ? (page.frames()[1] ?? page.mainFrame()) : page.mainFrame();
}

async function reload(page: Page, host: string, frame: Frame): Promise<Frame> {
  if (host === 'teams') {
    // Reloading from inside the frame ends the very script that asked for it, so the reload is
    // queued and its navigation awaited, rather than the evaluate racing its own page's end.
    const navigated = page.waitForEvent('framenavigated', (navigation) => navigation === frame);
    await frame.evaluate(() => {
      setTimeout(() => window.location.reload(), 0);
    });
    await navigated;
  } else await page.reload();
  await waitForSessionStatus(page, 'signed-in');
  return appFrameOf(page, host);
}

/** Vendor sign-in pages the app must never end on after a reload (the WeCom "corp id 无效" page). */
function vendorPages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/__lab\/hosts\/\w+\/(sso|authorize)/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('reloading a page inside each host keeps the person signed in on that page', () => {
  for (const host of LAB_HOST_IDS) {
    test(`${host}: /approval after in-app navigation, then a bill's own address`, async ({
      page,
    }) => {
      await signIn(page, { host });
      const vendors = vendorPages(page);
      let frame = appFrame(page);
      // The desktop header's navigation, or the phone's tab bar inside hosts on a phone.
      await frame.getByRole('navigation').getByRole('link', { name: /^审批/ }).first().click();
      await expect(frame.getByRole('heading', { level: 1, name: '待我审批' })).toBeVisible();

      frame = await reload(page, host, frame);
      expect(new URL(frame.url()).pathname).toBe('/approval');
      await expect(frame.getByRole('heading', { level: 1, name: '待我审批' })).toBeVisible();

      const billLink = frame.getByRole('table').getByRole('link').first();
      const href = await billLink.getAttribute('href');
      const billPath = `/bills/${href?.split('/').pop() ?? ''}`;
      await frame.evaluate((path) => window.history.pushState(null, '', path), billPath);
      frame = await reload(page, host, frame);
      expect(new URL(frame.url()).pathname).toBe(billPath);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      expect(vendors, 'vendor sign-in pages visited after the first sign-in').toEqual([]);
    });
  }
});
