import {
  callKey,
  closeStartCalls,
  openStartCalls,
  takeStartAnswer,
  takeStartAuthCode,
  type StartAnswer,
} from './StartCalls';

const ANSWER: StartAnswer = { status: 200, statusText: 'OK', headers: {}, body: '{}' };

function freshWindow(): Window {
  return {} as Window;
}

describe('the start calls handed from the start-calls script to the shell', () => {
  it('key a request the same whether its body is an object or the JSON axios made of it', () => {
    const request = { method: 'post', url: 'http://app/api/x', body: { b: 1, a: 2 } };
    expect(callKey(request)).toBe(
      callKey({ ...request, method: 'POST', body: JSON.stringify({ a: 2, b: 1 }) }),
    );
  });

  it('key requests with another grant, params or address apart', () => {
    const request = { method: 'GET', url: 'http://app/api/me', grant: 't1' };
    const key = callKey(request);
    expect(callKey({ ...request, grant: 't2' })).not.toBe(key);
    expect(callKey({ ...request, params: { locale: 'zh-CN' } })).not.toBe(key);
    expect(callKey({ ...request, url: 'http://app/api/you' })).not.toBe(key);
  });

  it('hand each answer over once, and only for its own key', async () => {
    const win = freshWindow();
    const store = openStartCalls(win);
    store?.calls.push({ key: 'k', answer: Promise.resolve(ANSWER), taken: false });
    expect(takeStartAnswer(win, 'other')).toBeNull();
    expect(await takeStartAnswer(win, 'k')).toBe(ANSWER);
    expect(takeStartAnswer(win, 'k')).toBeNull();
  });

  it('let the script start nothing once the shell has looked first', () => {
    const win = freshWindow();
    expect(takeStartAnswer(win, 'k')).toBeNull();
    expect(openStartCalls(win)).toBeUndefined();
  });

  it('close the store at the shell’s first sign-in look', () => {
    const win = freshWindow();
    const store = openStartCalls(win);
    expect(store?.closed).toBe(false);
    closeStartCalls(win);
    expect(store?.closed).toBe(true);
  });

  it('hand a host code over only to that host and corporation, once', async () => {
    const win = freshWindow();
    const store = openStartCalls(win);
    const code = Promise.resolve('code-1');
    if (store) store.authCode = { host: 'dingtalk', corpId: 'corp-a', code, taken: false };
    expect(await takeStartAuthCode(win, 'feishu', 'corp-a')).toBeNull();
    expect(await takeStartAuthCode(win, 'dingtalk', 'corp-b')).toBeNull();
    expect(await takeStartAuthCode(win, 'dingtalk', 'corp-a')).toBe('code-1');
    expect(await takeStartAuthCode(win, 'dingtalk', 'corp-a')).toBeNull();
  });
});
