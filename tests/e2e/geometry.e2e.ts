import { APP_SCREENS } from './appScreens';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { measureGeometry, navigationRows } from './measureGeometry';

const LOCALES = ['zh-CN', 'en-US'] as const;

/**
 * Phone sizes: inside the Android wrapper (its own bar), and a phone browser (our top bar), each
 * with one language: the narrowest screen with the longer words (English) is where a row
 * overflows first, and each language and each size is measured once. `npm run screens` draws
 * every screen at 390×844 in both languages and themes for people to look at.
 */
const PHONES = [
  { width: 360, height: 640, host: 'native', locale: 'en-US' },
  { width: 390, height: 844, host: 'web', locale: 'zh-CN' },
] as const;

test.describe('on a phone, every screen fits the thumb and the width', () => {
  for (const phone of PHONES) {
    const { locale } = phone;
    test(`${phone.width}×${phone.height} in ${phone.host}, ${locale}: no overflow, every control at least 44 px`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        hasTouch: true,
        isMobile: true,
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      await page.addInitScript((code) => localStorage.setItem('expense.locale', code), locale);
      const found: string[] = [];
      for (const screen of APP_SCREENS) {
        if (screen.kind === 'app') {
          if (page.url() === 'about:blank' || !page.url().includes('127.0.0.1'))
            await signIn(page, { host: phone.host });
        }
        try {
          await screen.open(page);
        } catch (error) {
          found.push(`${screen.name}: could not be opened: ${String(error).split('\n')[0]}`);
          continue;
        }
        const report = await measureGeometry(page);
        if (report.pageWidth > report.viewportWidth)
          found.push(
            `${screen.name}: page ${report.pageWidth}px wide in ${report.viewportWidth}px`,
          );
        if (report.topBarHeight !== null && report.topBarHeight > 64)
          found.push(`${screen.name}: top bar ${report.topBarHeight}px tall`);
        for (const problem of report.problems) found.push(`${screen.name}: ${problem}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});

test.describe('on a desktop, the navigation never wraps', () => {
  // A walk through every module's page: a bound on a hang, not a speed goal.
  test.setTimeout(90_000);
  for (const locale of LOCALES) {
    test(`1280×800, ${locale}, every module on: one row, the width used`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.addInitScript((code) => localStorage.setItem('expense.locale', code), locale);
      await signIn(page);
      const framed = APP_SCREENS.filter((screen) => screen.kind === 'app' && !screen.unframed);
      for (const screen of framed) {
        await screen.open(page);
        expect(await navigationRows(page), screen.name).toBe(1);
        const main = await page.getByRole('main').boundingBox();
        expect(main?.width ?? 0, `${screen.name}: the main area uses the width`).toBeGreaterThan(
          1000,
        );
      }
    });
  }
});
