import { turns, waitFor } from '../testing/loadSdkInDom';
import { setUpSdkPages } from '../testing/setUpSdkPages';

interface Answer {
  callbackId: number;
  result: { code: number; msg?: string; data?: Record<string, unknown> | null };
}

describe('the fake native side of the mobile bridge', () => {
  const hosts = setUpSdkPages();
  let answers: Answer[];

  const open = async (mode: 'normal' | 'not-in-host' | 'hang' = 'normal') => {
    await hosts.load('/__lab/hosts/native/sdk.js', { mode, path: '/?type=eBridge' });
    answers = [];
    hosts.page.window.__expenseBridgeCallback = (callbackId: number, json: string) =>
      answers.push({ callbackId, result: JSON.parse(json) });
    return hosts.page.window.document;
  };
  const address = (method: string, callbackId: number, params: unknown = {}) =>
    `expensebridge://${method}?callbackId=${callbackId}&params=${encodeURIComponent(JSON.stringify(params))}`;
  const frameCall = (doc: Document, method: string, callbackId: number, params?: unknown) => {
    const frame = doc.createElement('iframe');
    doc.body.appendChild(frame);
    frame.src = address(method, callbackId, params);
  };
  const answerTo = (callbackId: number) =>
    waitFor(
      () => answers.find((answer) => answer.callbackId === callbackId)?.result,
      `answer ${callbackId}`,
    );

  it('answers getTicket through a frame with a code the identity provider accepts', async () => {
    const doc = await open();
    frameCall(doc, 'getTicket', 1);
    const result = await answerTo(1);
    expect(result.code).toBe(0);
    const token = await hosts.lab.post('/api/idp/public/oauth2/token', {
      clientId: 'client-app',
      grantType: 'authorization_code',
      code: result.data?.ticket,
    });
    expect(token.status).toBe(200);
  });

  it('answers through the Android prompt channel', async () => {
    await open();
    const prompt = hosts.page.window.prompt as (message: string) => string;
    expect(prompt(address('getVersion', 3))).toBe('');
    expect(await answerTo(3)).toEqual({ code: 0, data: { version: '9.60.0' } });
  });

  it('sees frames pointed by setAttribute and by markup, once each', async () => {
    const doc = await open();
    const frame = doc.createElement('iframe');
    frame.setAttribute('src', address('setStorage', 5, { key: 'k', value: 'v' }));
    doc.body.appendChild(frame);
    await answerTo(5);
    doc.body.insertAdjacentHTML(
      'beforeend',
      `<iframe src="${address('getStorage', 7, { key: 'k' })}"></iframe>`,
    );
    expect(await answerTo(7)).toEqual({ code: 0, data: 'v' });
    await turns();
    expect(answers.filter((answer) => answer.callbackId === 5)).toHaveLength(1);
  });

  it('answers an unknown method with 40004', async () => {
    const doc = await open();
    frameCall(doc, 'teleport', 9);
    expect((await answerTo(9)).code).toBe(40004);
  });

  it('answers nothing outside the host', async () => {
    const doc = await open('not-in-host');
    frameCall(doc, 'getVersion', 11);
    await turns();
    expect(answers).toEqual([]);
  });

  it('leaves getTicket unanswered in hang mode but answers the rest', async () => {
    const doc = await open('hang');
    frameCall(doc, 'getTicket', 13);
    frameCall(doc, 'toast', 15, { message: 'hi' });
    await answerTo(15);
    await turns();
    expect(answers.map((answer) => answer.callbackId)).toEqual([15]);
    expect(hosts.page.fetches).toEqual([]);
  });
});
