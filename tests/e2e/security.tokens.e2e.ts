import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

interface DumpWindow {
  __consoleDump?: string[];
}

// Deep, cycle-safe text of every console argument, so a token inside an error's request
// config counts as logged even when the console only shows "AxiosError".
const CAPTURE_CONSOLE = `(() => {
  window.__consoleDump = [];
  const text = (value) => {
    const seen = new WeakSet();
    try {
      return JSON.stringify(value, (key, inner) => {
        if (inner instanceof Error) return { message: inner.message, stack: inner.stack, ...inner };
        if (inner && typeof inner === 'object') {
          if (seen.has(inner)) return '[cycle]';
          seen.add(inner);
        }
        return inner;
      });
    } catch (error) {
      return String(value);
    }
  };
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      window.__consoleDump.push(level + ' ' + args.map(text).join(' '));
      original(...args);
    };
  }
})();`;

/** Every token the answers carry (under a key naming one) and every credential header sent. */
function collectSecrets(page: Page): string[] {
  const secrets: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (
      typeof value === 'string' &&
      /token|grant|ticket|secret|^sessionId$/i.test(key) &&
      value.length >= 8
    )
      secrets.push(value);
    else if (value && typeof value === 'object')
      for (const [inner, child] of Object.entries(value)) walk(child, inner);
  };
  page.on('request', (request) => {
    const headers = request.headers();
    for (const name of ['x-haf-staff-grant', 'authorization', 'accesstoken']) {
      const value = headers[name]?.replace(/^Bearer /, '');
      if (value && value.length >= 8) secrets.push(value);
    }
  });
  page.on('response', async (response) => {
    if (!/json/.test(response.headers()['content-type'] ?? '')) return;
    walk(await response.json().catch(() => null));
  });
  return secrets;
}

test.describe('when a person signs in', () => {
  for (const host of ['web', 'dingtalk']) {
    test(`no token or grant from the ${host} sign-in appears in anything logged`, async ({
      page,
    }) => {
      const secrets = collectSecrets(page);
      const shown: string[] = [];
      page.on('console', (message) => shown.push(message.text()));
      page.on('pageerror', (error) => shown.push(`${error.message} ${error.stack ?? ''}`));
      await page.addInitScript(CAPTURE_CONSOLE);
      await signIn(page, { host });
      await page.goto('/bills');
      await expect(page.getByRole('listitem').first()).toBeVisible();

      expect(secrets.length, 'the sign-in answers carried tokens to look for').toBeGreaterThan(0);
      const logged = [
        ...shown,
        ...(await page.evaluate(() => (window as DumpWindow).__consoleDump ?? [])),
      ].join('\n');
      expect(secrets.filter((secret) => logged.includes(secret))).toEqual([]);
    });
  }
});
