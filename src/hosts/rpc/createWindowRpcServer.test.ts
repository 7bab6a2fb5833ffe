import { createFrameWindow, deliverMessage } from '../core/testing/frameWindow';
import { createWindowRpcServer } from './createWindowRpcServer';

const FRAME = 'https://frame.example';

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the window RPC server (version 1)', () => {
  function serve(handlers: Parameters<typeof createWindowRpcServer>[0]['handlers']) {
    const caller = createFrameWindow();
    const replies: unknown[][] = [];
    jest
      .spyOn(caller, 'postMessage')
      .mockImplementation((...args: unknown[]) => void replies.push(args));
    const server = createWindowRpcServer({ window, allowedOrigins: [FRAME], handlers });
    const request = async (data: unknown, origin = FRAME) => {
      deliverMessage(window, data, origin, caller);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { server, replies, request };
  }

  it('answers a call to the caller window at the caller origin', async () => {
    const { server, replies, request } = serve({ open: (params) => ({ opened: params }) });
    await request({ rpc: '1', id: 1, method: 'open', params: { kind: 'modal' } });
    expect(replies).toEqual([[{ rpc: '1', id: 1, result: { opened: { kind: 'modal' } } }, FRAME]]);
    server.dispose();
  });

  it('drops requests from origins it does not allow', async () => {
    const handler = jest.fn();
    const { server, replies, request } = serve({ open: handler });
    await request({ rpc: '1', id: 1, method: 'open' }, 'https://evil.example');
    expect(handler).not.toHaveBeenCalled();
    expect(replies).toEqual([]);
    server.dispose();
  });

  it('answers an unknown method with "No handler found for method"', async () => {
    const { server, replies, request } = serve({});
    await request({ rpc: '1', id: 'a', method: 'nope' });
    expect(replies[0][0]).toEqual({
      rpc: '1',
      id: 'a',
      error: { code: -32601, message: 'No handler found for method' },
    });
    server.dispose();
  });

  it('answers a failing handler with code -1 and its message', async () => {
    const { server, replies, request } = serve({
      open: () => {
        throw new Error('unknown overlay kind: sheet');
      },
    });
    await request({ rpc: '1', id: 2, method: 'open' });
    expect(replies[0][0]).toEqual({
      rpc: '1',
      id: 2,
      error: { code: -1, message: 'unknown overlay kind: sheet' },
    });
    server.dispose();
  });

  it('answers a request without a method as invalid', async () => {
    const { server, replies, request } = serve({});
    await request({ rpc: '1', id: 3 });
    expect(replies[0][0]).toEqual({
      rpc: '1',
      id: 3,
      error: { code: -32600, message: 'Invalid request' },
    });
    server.dispose();
  });

  it.each([
    ['other traffic', { type: 'bill:submitted' }],
    ['another RPC version', { rpc: '2', id: 1, method: 'open' }],
    ['an answer', { rpc: '1', id: 1, result: 1 }],
    ['an object id', { rpc: '1', id: {}, method: 'open' }],
    ['text', 'open'],
  ])('ignores %s', async (_label, data) => {
    const handler = jest.fn();
    const { server, replies, request } = serve({ open: handler });
    await request(data);
    expect(handler).not.toHaveBeenCalled();
    expect(replies).toEqual([]);
    server.dispose();
  });
});
