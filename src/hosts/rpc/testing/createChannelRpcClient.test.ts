import { systemClock } from '@shell/auth';
import { createChannelRpcClient } from './createChannelRpcClient';
import { closeChannels, nextMessage, openChannel } from './nodeChannel';

afterEach(() => {
  jest.useRealTimers();
  closeChannels();
});

function clientOnChannel(timeoutMs = 2000) {
  const channel = openChannel();
  const client = createChannelRpcClient({ port: channel.left, clock: systemClock, timeoutMs });
  return { ...channel, client };
}

describe('the JSON-RPC 2.0 channel client', () => {
  it('times out through the clock when nobody answers', async () => {
    jest.useFakeTimers();
    const { client } = clientOnChannel(2000);
    const call = client.call('slow').catch((e: unknown) => e);
    jest.advanceTimersByTime(2000);
    await expect(call).resolves.toMatchObject({
      code: -32000,
      message: 'RPC call slow timed out after 2000 ms',
    });
    client.dispose();
  });

  it('rejects open calls when disposed', async () => {
    const { client } = clientOnChannel();
    const call = client.call('slow');
    client.dispose();
    await expect(call).rejects.toMatchObject({ code: -32001 });
  });

  it('ignores answers for calls it never made and requests coming the other way', async () => {
    const { client, right, rightNode } = clientOnChannel();
    const sent = nextMessage(rightNode) as Promise<{ id: number }>;
    const call = client.call('ask', { q: 1 });
    const request = await sent;
    expect(request).toEqual({ jsonrpc: '2.0', id: request.id, method: 'ask', params: { q: 1 } });
    right.postMessage({ jsonrpc: '2.0', id: 999, result: 'stray' });
    right.postMessage({ jsonrpc: '2.0', id: request.id, method: 'ask' });
    right.postMessage({ jsonrpc: '2.0', id: request.id, result: 'right' });
    await expect(call).resolves.toBe('right');
    client.dispose();
  });

  it('reads answers sent as JSON text', async () => {
    const { client, right, rightNode } = clientOnChannel();
    const sent = nextMessage(rightNode) as Promise<{ id: number }>;
    const call = client.call('ask');
    const { id } = await sent;
    right.postMessage(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 7, message: 'no' } }));
    await expect(call).rejects.toMatchObject({ code: 7, message: 'no' });
    client.dispose();
  });

  it('sends notifications without an id', async () => {
    const { client, rightNode } = clientOnChannel();
    client.notify('seen', { n: 1 });
    await expect(nextMessage(rightNode)).resolves.toEqual({
      jsonrpc: '2.0',
      method: 'seen',
      params: { n: 1 },
    });
    client.dispose();
  });
});
