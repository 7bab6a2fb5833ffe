import type { HostBridge } from '../hosts';
import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { DEFAULT_CONFIG } from '../config';
import { RootStore } from '../store';
import { holdEarlyMessages } from './holdEarlyMessages';
import { hostRpcHandlers, startHostRpc } from './startHostRpc';

const ORIGIN = 'https://portal.example';

function setUp(allowedMessageOrigins: string[] = [ORIGIN]) {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
  root.session.signedIn({
    staff: { id: 's1', name: 'Li', corporationId: 'c1' },
    accessToken: 'secret-token',
  });
  const navigate = jest.fn();
  const config = { hosts: { ...DEFAULT_CONFIG.hosts, allowedMessageOrigins } };
  return { root, navigate, config };
}

/** Sends a window RPC request as if from `origin` and collects what the app posts back. */
function ask(origin: string, data: unknown): unknown[] {
  const replies: unknown[] = [];
  const source = { postMessage: (message: unknown) => replies.push(message) };
  window.dispatchEvent(
    new MessageEvent('message', { origin, data, source: source as unknown as Window }),
  );
  return replies;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hostRpcHandlers', () => {
  it('tells the session without the token', async () => {
    const handlers = hostRpcHandlers(setUp());
    const answer = await handlers['session.get']?.(undefined, {});
    expect(answer).toEqual({
      status: 'signed-in',
      staffId: 's1',
      corporationId: 'c1',
      locale: 'zh-CN',
    });
    expect(JSON.stringify(answer)).not.toContain('secret-token');
  });

  it.each([['//evil.example/x'], ['https://evil.example/'], [42], ['bills']])(
    'refuses to navigate to %p',
    (path) => {
      const options = setUp();
      expect(() => hostRpcHandlers(options)['app.navigate']?.({ path }, {})).toThrow(
        /inside the app/,
      );
      expect(options.navigate).not.toHaveBeenCalled();
    },
  );
});

describe('person.get', () => {
  it('waits for the host bridge and answers the host’s person info', async () => {
    const options = setUp();
    const getPersonInfo = jest.fn(async () => ({ id: 's1', name: 'Li' }));
    const answer = hostRpcHandlers(options)['person.get']?.(undefined, {});
    await flush();
    expect(getPersonInfo).not.toHaveBeenCalled();
    options.root.hostBridge.set({ getPersonInfo } as unknown as HostBridge);
    await expect(answer).resolves.toEqual({ id: 's1', name: 'Li' });
  });
});

describe('startHostRpc', () => {
  it('answers a window request from an allowed origin', async () => {
    const stop = startHostRpc(setUp());
    const replies = ask(ORIGIN, { rpc: '1', id: 7, method: 'app.ping' });
    await flush();
    expect(replies).toEqual([{ rpc: '1', id: 7, result: { ok: true } }]);
    stop();
  });

  it('says no handler was found for an unknown method', async () => {
    const stop = startHostRpc(setUp());
    const replies = ask(ORIGIN, { rpc: '1', id: 8, method: 'files.delete' });
    await flush();
    expect(replies).toEqual([
      {
        rpc: '1',
        id: 8,
        error: expect.objectContaining({ message: 'No handler found for method' }),
      },
    ]);
    stop();
  });

  it('ignores requests from any other origin', async () => {
    const stop = startHostRpc(setUp());
    const replies = ask('https://evil.example', { rpc: '1', id: 9, method: 'session.get' });
    await flush();
    expect(replies).toEqual([]);
    stop();
  });

  it('answers nobody when no origin is configured', async () => {
    const stop = startHostRpc(setUp([]));
    const replies = ask(ORIGIN, { rpc: '1', id: 10, method: 'app.ping' });
    await flush();
    expect(replies).toEqual([]);
    stop();
  });
});

describe('messages posted while the host messaging code was loading', () => {
  it('are answered once it starts, from an allowed origin only, and nobody else sees them twice', async () => {
    const early = holdEarlyMessages(window);
    const own = ask(ORIGIN, {
      rpc: '1',
      id: 'early-1',
      method: 'app.navigate',
      params: { path: '/bills' },
    });
    const foreign = ask('https://evil.example', {
      rpc: '1',
      id: 'early-2',
      method: 'app.navigate',
      params: { path: '/approval' },
    });
    const other = jest.fn();
    window.addEventListener('message', other);
    const options = setUp();
    const stop = startHostRpc({ ...options, earlier: early.take() });
    await flush();
    expect(own).toEqual([{ rpc: '1', id: 'early-1', result: { ok: true } }]);
    expect(foreign).toEqual([]);
    expect(options.navigate).toHaveBeenCalledTimes(1);
    expect(options.navigate).toHaveBeenCalledWith('/bills');
    expect(other).not.toHaveBeenCalled();
    expect(early.take()).toEqual([]);
    window.removeEventListener('message', other);
    stop();
  });
});
