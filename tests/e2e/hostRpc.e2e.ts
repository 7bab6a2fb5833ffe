import { expect, test } from './fixtures';
import { labOpenPath, signIn } from './labSignIn';

// Runs in the page: posts as the embedding page would (the lab allows its own origin).
const WINDOW_CALL = `new Promise((resolve) => {
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data && data.rpc === '1' && data.id === 'e2e-1' && ('result' in data || 'error' in data)) resolve(data);
  });
  window.postMessage({ rpc: '1', id: 'e2e-1', method: 'session.get' }, window.location.origin);
})`;

const CHANNEL_CALLS = `new Promise((resolve) => {
  const channel = new MessageChannel();
  const answers = [];
  channel.port1.onmessage = (event) => {
    answers.push(event.data);
    if (answers.length === 2) resolve(answers.sort((a, b) => a.id - b.id));
  };
  window.postMessage({ type: 'expense:rpc-connect' }, window.location.origin, [channel.port2]);
  channel.port1.postMessage({ jsonrpc: '2.0', id: 1, method: 'app.ping' });
  channel.port1.postMessage({ jsonrpc: '2.0', id: 2, method: 'no.such.method' });
})`;

// Asks for the person from the first moment (the app may not listen yet), noting the session then.
const PERSON_CALL = `new Promise((resolve) => {
  let askedWhile = null;
  const timer = setInterval(() => {
    askedWhile = askedWhile ?? (window.__expenseLab ? window.__expenseLab.session().status : 'starting');
    window.postMessage({ rpc: '1', id: 'e2e-person', method: 'person.get' }, window.location.origin);
  }, 50);
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.rpc !== '1' || data.id !== 'e2e-person' || !('result' in data || 'error' in data)) return;
    clearInterval(timer);
    resolve({ askedWhile, answer: data });
  });
})`;

test.describe('an embedding page talks to the app over RPC', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/__lab/faults?scope=global');
  });

  test('asked for the person during sign-in, the plain web host answers once the session has them', async ({
    page,
    request,
  }) => {
    const slowToken = await request.post('/__lab/faults', {
      data: {
        match: { method: 'POST', path: '/api/idp/public/oauth2/token' },
        scope: 'global',
        fault: { type: 'latency', kind: 'fixed', ms: 1500 },
        fire: { mode: 'always' },
      },
    });
    expect(slowToken.status(), await slowToken.text()).toBe(201);
    await page.goto(labOpenPath());
    const { askedWhile, answer } = (await page.evaluate(PERSON_CALL)) as {
      askedWhile: string;
      answer: { result: Record<string, unknown> };
    };
    expect(askedWhile).not.toBe('signed-in');
    const session = await page.evaluate(() => window.__expenseLab?.session());
    expect(session?.status).toBe('signed-in');
    expect(answer.result).toMatchObject({
      id: session?.staffId,
      enterpriseId: session?.corporationId,
      name: expect.any(String),
    });
  });

  test('window messaging (version 1) answers the session without the token', async ({ page }) => {
    await signIn(page);
    const answer = (await page.evaluate(WINDOW_CALL)) as { result: Record<string, unknown> };
    expect(answer.result).toMatchObject({ status: 'signed-in', locale: 'zh-CN' });
    expect(Object.keys(answer.result).sort()).toEqual([
      'corporationId',
      'locale',
      'staffId',
      'status',
    ]);
  });

  test('a MessageChannel speaks JSON-RPC 2.0 and names an unknown method', async ({ page }) => {
    await signIn(page);
    const answers = (await page.evaluate(CHANNEL_CALLS)) as Array<Record<string, unknown>>;
    expect(answers[0]).toEqual({ jsonrpc: '2.0', id: 1, result: { ok: true } });
    expect(answers[1]).toMatchObject({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32601, message: 'No handler found for method' },
    });
  });
});
