import { systemClock } from '@shell/auth';
import { createFrameWindow, deliverMessage } from '@shell/hosts/core/testing/frameWindow';
import { createWindowRpcClient } from './createWindowRpcClient';
import { createWindowRpcServer } from '../createWindowRpcServer';
import { RpcError } from '../RpcError';

const APP = 'https://app.example';
const FRAME = 'https://frame.example';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the window RPC client (version 1)', () => {
  function client(timeoutMs = 3000) {
    const target = createFrameWindow();
    const sent: unknown[][] = [];
    jest
      .spyOn(target, 'postMessage')
      .mockImplementation((...args: unknown[]) => void sent.push(args));
    const rpc = createWindowRpcClient({
      window,
      target,
      targetOrigin: FRAME,
      clock: systemClock,
      timeoutMs,
    });
    return { rpc, target, sent };
  }

  it('posts the request to the target origin and resolves the matching answer', async () => {
    const { rpc, target, sent } = client();
    const call = rpc.call('open', { kind: 'drawer' });
    const [request, origin] = sent[0] as [{ id: string }, string];
    expect(request).toEqual({
      rpc: '1',
      id: request.id,
      method: 'open',
      params: { kind: 'drawer' },
    });
    expect(origin).toBe(FRAME);
    deliverMessage(window, { rpc: '1', id: request.id, result: 'ok' }, FRAME, target);
    await expect(call).resolves.toBe('ok');
    rpc.dispose();
  });

  it('rejects with the answered error', async () => {
    const { rpc, target, sent } = client();
    const call = rpc.call('open');
    const { id } = sent[0][0] as { id: string };
    deliverMessage(window, { rpc: '1', id, error: { code: -1, message: 'no' } }, FRAME, target);
    await expect(call).rejects.toEqual(new RpcError(-1, 'no'));
    rpc.dispose();
  });

  it('ignores answers from another origin or another window, then times out', async () => {
    jest.useFakeTimers();
    const { rpc, target, sent } = client(3000);
    const call = rpc.call('open').catch((e: unknown) => e);
    const { id } = sent[0][0] as { id: string };
    deliverMessage(window, { rpc: '1', id, result: 'forged' }, 'https://evil.example', target);
    deliverMessage(window, { rpc: '1', id, result: 'forged' }, FRAME, createFrameWindow());
    jest.advanceTimersByTime(3000);
    await expect(call).resolves.toMatchObject({ code: -32000 });
    rpc.dispose();
  });

  it('refuses "*" as the target origin', () => {
    expect(() =>
      createWindowRpcClient({
        window,
        target: createFrameWindow(),
        targetOrigin: '*',
        clock: systemClock,
        timeoutMs: 1,
      }),
    ).toThrow(TypeError);
  });
});

describe('a window RPC client and server talking', () => {
  it('complete a call end to end, each checking the other origin', async () => {
    const frame = createFrameWindow();
    // jsdom does not stamp origins on posted messages: this wire plays the browser's part.
    jest
      .spyOn(frame, 'postMessage')
      .mockImplementation((data: unknown) => deliverMessage(frame, data, APP, window));
    jest
      .spyOn(window, 'postMessage')
      .mockImplementation((data: unknown) => deliverMessage(window, data, FRAME, frame));
    const server = createWindowRpcServer({
      window: frame,
      allowedOrigins: [APP],
      handlers: { add: (p) => (p as number[])[0] + (p as number[])[1] },
    });
    const rpc = createWindowRpcClient({
      window,
      target: frame,
      targetOrigin: FRAME,
      clock: systemClock,
      timeoutMs: 1000,
    });
    await expect(rpc.call('add', [2, 3])).resolves.toBe(5);
    rpc.dispose();
    server.dispose();
  });
});
