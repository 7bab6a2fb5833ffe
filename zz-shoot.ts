import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '/work/wt/journeys/tests/e2e/findBrowser';

const BASE = 'http://127.0.0.1:4660';
const DINGTALK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DingTalk/7.5.0 Channel/201 language/zh-Hans-CN';

async function signIn(page: Page, host = 'web') {
  await page.goto(`${BASE}/__lab/hosts/${host}/open`);
  await page.waitForFunction(() => (window as any).__expenseLab?.session().status === 'signed-in', null, { timeout: 20000 });
}

async function main() {
  const which = process.argv[2] ?? 'desktop';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const phone = which === 'phone';
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, userAgent: DINGTALK_UA, deviceScaleFactor: 1, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await fetch(`${BASE}/__lab/reset`, { method: 'POST' });
  await signIn(page, phone ? 'dingtalk' : 'web');
  await page.goto(`${BASE}/bills/new`);
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${which}-new.png`, fullPage: true });
  await page.getByRole('button', { name: '+ 添加费用' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${which}-line.png` });
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
