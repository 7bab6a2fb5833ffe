import { WebSocket } from 'ws';
import { encodeConnectionToken } from '../../../flags/evaluation';

export interface ServerFrame {
  messageType: string;
  data: {
    eventType?: string;
    userKeyId?: string;
    featureFlags?: Array<{ id: string; variation: string | null; timestamp: number }>;
  };
}

export interface RawClient {
  socket: WebSocket;
  /** The next frame not yet taken; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerFrame>;
  /** Frames received and not yet taken by next(). */
  pending(): ServerFrame[];
  send(message: unknown): void;
  dataSync(timestamp: number, user: unknown): void;
  /** The close code, once the server closes. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export interface RawClientOptions {
  key?: string;
  type?: string;
  path?: string;
  /** Upgrade request headers, e.g. the `lab-session` cookie a browser would send. */
  headers?: Record<string, string>;
}

/** A bare WebSocket speaking FeatBit's protocol, to see exactly what the server sends. */
export function connectRawClient(
  wsOrigin: string,
  { key = 'any-key', type = 'client', path = '/streaming', headers }: RawClientOptions = {},
): Promise<RawClient> {
  const token = encodeConnectionToken(key, Date.now());
  const socket = new WebSocket(`${wsOrigin}${path}?type=${type}&token=${token}`, { headers });
  const frames: ServerFrame[] = [];
  const waiters: Array<(frame: ServerFrame) => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: RawClient = {
    socket,
    closed,
    pending: () => frames.splice(0),
    next: (timeoutMs = 2000) => {
      const ready = frames.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter = (frame: ServerFrame) => {
          clearTimeout(timer);
          resolve(frame);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no frame arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    send: (message) => socket.send(JSON.stringify(message)),
    dataSync: (timestamp, user) =>
      socket.send(JSON.stringify({ messageType: 'data-sync', data: { timestamp, user } })),
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
