import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

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

test.describe('an embedding page talks to the app over RPC', () => {
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
