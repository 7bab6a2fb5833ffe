import { join } from 'node:path';
import { test } from '@playwright/test';
import { APP_SCREENS } from '../e2e/appScreens';
import { signIn } from '../e2e/labSignIn';
import { writeScreensIndex, type Shot } from './screensIndex';

const OUT = join(__dirname, '..', '..', 'reports', 'screens');
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
] as const;
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['zh-CN', 'en-US'] as const;

test('every screen on a phone and a desktop, in both themes and both locales', async ({
  browser,
}) => {
  const shots: Shot[] = [];
  for (const device of DEVICES)
    for (const theme of THEMES)
      for (const locale of LOCALES) {
        const variant = `${device.name} ${theme} ${locale}`;
        const context = await browser.newContext({
          viewport: device.viewport,
          hasTouch: device.touch,
          isMobile: device.touch,
          baseURL: test.info().project.use.baseURL,
        });
        const page = await context.newPage();
        await page.addInitScript(
          ([code, mode]) => {
            localStorage.setItem('expense.locale', code);
            localStorage.setItem('expense.themeMode', mode);
          },
          [locale, theme],
        );
        await signIn(page);
        for (const screen of APP_SCREENS) {
          const file = `${variant.replace(/ /g, '-')}/${screen.name.replace(/\W+/g, '-')}.png`;
          try {
            await screen.open(page);
            await page.screenshot({ path: join(OUT, file), fullPage: true });
            shots.push({ screen: screen.name, variant, file });
          } catch (error) {
            console.warn(`[screens] ${screen.name} (${variant}) could not be opened:`, error);
          }
        }
        await context.close();
      }
  writeScreensIndex(join(OUT, 'index.html'), shots);
});
