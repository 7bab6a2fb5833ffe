import { listenToMessages } from './listenToMessages';

const send = (data: unknown, origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('listenToMessages', () => {
  it('passes on messages from allowed origins only', () => {
    const seen: unknown[] = [];
    const stop = listenToMessages({
      allowedOrigins: ['https://portal.example'],
      onMessage: (data) => seen.push(data),
    });
    send({ a: 1 }, 'https://portal.example');
    send({ a: 2 }, 'https://evil.example');
    send({ a: 3 }, 'https://portal.example.evil.example');
    send({ a: 4 }, '');
    stop();
    send({ a: 5 }, 'https://portal.example');
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('never treats "*" as allowing every origin', () => {
    const seen: unknown[] = [];
    const stop = listenToMessages({ allowedOrigins: ['*'], onMessage: (data) => seen.push(data) });
    send('hi', 'https://evil.example');
    send('hi', '*');
    stop();
    expect(seen).toEqual([]);
  });
});
