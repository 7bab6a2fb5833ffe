import { systemClock } from '@shell/auth';
import { createChannelRpcClient } from './testing/createChannelRpcClient';
import { createChannelRpcServer, type ChannelRpcServerOptions } from './createChannelRpcServer';
import { RpcError } from './RpcError';
import { closeChannels, nextMessage, openChannel } from './testing/nodeChannel';

afterEach(closeChannels);

function connected(handlers: ChannelRpcServerOptions['handlers']) {
  const { left, right } = openChannel();
  const server = createChannelRpcServer({ port: right, handlers });
  const client = createChannelRpcClient({ port: left, clock: systemClock, timeoutMs: 5000 });
  return { server, client };
}

function rawPeer(handlers: ChannelRpcServerOptions['handlers']) {
  const { left, right, leftNode } = openChannel();
  createChannelRpcServer({ port: right, handlers });
  return {
    send: (message: unknown) => left.postMessage(message),
    answer: () => nextMessage(leftNode),
  };
}

describe('the JSON-RPC 2.0 channel server', () => {
  it('answers a call with the handler result', async () => {
    const { client } = connected({ sum: (p) => (p as number[]).reduce((a, b) => a + b, 0) });
    await expect(client.call('sum', [1, 2, 3])).resolves.toBe(6);
    client.dispose();
  });

  it('answers an unknown method with -32601 "No handler found for method"', async () => {
    const { client } = connected({});
    await expect(client.call('missing')).rejects.toEqual(
      new RpcError(-32601, 'No handler found for method'),
    );
    client.dispose();
  });

  it('answers a throwing handler with -32603 and its message', async () => {
    const { client } = connected({
      fail: () => {
        throw new Error('disk full');
      },
    });
    await expect(client.call('fail')).rejects.toMatchObject({ code: -32603, message: 'disk full' });
    client.dispose();
  });

  it('lets a handler answer with its own RPC error code', async () => {
    const { client } = connected({
      strict: () => {
        throw new RpcError(-32602, 'id must be text');
      },
    });
    await expect(client.call('strict', { id: 1 })).rejects.toMatchObject({
      code: -32602,
      message: 'id must be text',
    });
    client.dispose();
  });

  it('registers and unregisters handlers at run time', async () => {
    const { server, client } = connected({});
    const unregister = server.register('echo', (params) => params);
    await expect(client.call('echo', { a: 1 })).resolves.toEqual({ a: 1 });
    unregister();
    await expect(client.call('echo', {})).rejects.toMatchObject({ code: -32601 });
    client.dispose();
  });

  it('runs a notification without answering it', async () => {
    const seen: unknown[] = [];
    const peer = rawPeer({ log: (p) => void seen.push(p), ping: () => 'pong' });
    peer.send({ jsonrpc: '2.0', method: 'log', params: ['hello'] });
    peer.send({ jsonrpc: '2.0', id: 9, method: 'ping' });
    await expect(peer.answer()).resolves.toEqual({ jsonrpc: '2.0', id: 9, result: 'pong' });
    expect(seen).toEqual([['hello']]);
  });

  it.each([
    ['a wrong version', { jsonrpc: '1.0', id: 5, method: 'ping' }, 5],
    ['no method', { jsonrpc: '2.0', id: 6 }, 6],
    ['an object id', { jsonrpc: '2.0', id: { x: 1 }, method: 'ping' }, null],
    ['null params', { jsonrpc: '2.0', id: 7, method: 'ping', params: null }, 7],
    ['text params', { jsonrpc: '2.0', id: 8, method: 'ping', params: 'x' }, 8],
    ['a batch', [{ jsonrpc: '2.0', id: 1, method: 'ping' }], null],
    ['a number', 42, null],
  ])('answers %s with -32600', async (_label, request, id) => {
    const peer = rawPeer({ ping: () => 'pong' });
    peer.send(request);
    await expect(peer.answer()).resolves.toEqual({
      jsonrpc: '2.0',
      id,
      error: { code: -32600, message: 'Invalid Request' },
    });
  });

  describe('when the peer speaks JSON text', () => {
    it('answers in JSON text', async () => {
      const peer = rawPeer({ ping: () => 'pong' });
      peer.send(JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'ping' }));
      await expect(peer.answer()).resolves.toBe('{"jsonrpc":"2.0","id":"a","result":"pong"}');
    });

    it('answers unparseable text with -32700', async () => {
      const peer = rawPeer({});
      peer.send('{"jsonrpc":');
      await expect(peer.answer()).resolves.toBe(
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
      );
    });
  });
});
