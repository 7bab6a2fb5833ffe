import { expect, test } from './fixtures';
import { labOpenPath, waitForSessionStatus } from './labSignIn';

interface OpenerWindow {
  __app?: Window | null;
  __answers?: unknown[];
}

const NAVIGATE = {
  rpc: '1',
  id: 'foreign-1',
  method: 'app.navigate',
  params: { path: '/bills/new' },
};

test.describe('when another origin posts messages to the app', () => {
  test('the app ignores them and answers nothing, while its own origin is obeyed', async ({
    page,
    baseURL,
  }) => {
    // localhost and 127.0.0.1 are different origins; the lab allows only the latter.
    const foreign = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.goto(`${foreign}/__lab/health`);
    const [app] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => {
        const opener = window as OpenerWindow;
        opener.__answers = [];
        window.addEventListener('message', (event) => opener.__answers?.push(event.data));
        opener.__app = window.open(url);
      }, `${baseURL}${labOpenPath()}`),
    ]);
    await waitForSessionStatus(app, 'signed-in');
    const homeUrl = app.url();

    await page.evaluate((message) => {
      (window as OpenerWindow).__app?.postMessage(message, '*');
    }, NAVIGATE);
    // The app's own origin, posting afterwards, is answered: the foreign call had its turn first.
    const own = await app.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.data?.id === 'own-1' && 'result' in event.data) resolve(event.data.result);
          });
          window.postMessage({ rpc: '1', id: 'own-1', method: 'app.ping' }, window.location.origin);
        }),
    );
    expect(own).toEqual({ ok: true });
    expect(app.url()).toBe(homeUrl);
    expect(await page.evaluate(() => (window as OpenerWindow).__answers)).toEqual([]);

    await app.evaluate((message) => window.postMessage(message, window.location.origin), NAVIGATE);
    await expect(app).toHaveURL(/\/bills\/new$/);
  });
});
