import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { EndUser } from '../../flags/evaluation/types';
import { buildDataSync, dataSyncMessage } from './buildDataSync';
import { checkStreamingRequest } from './checkStreamingRequest';
import type { FlagRepository, RepositoryChange } from './FlagRepository';
import {
  handleClientMessage,
  type ConnectionState,
  type ServerMessage,
} from './handleClientMessage';

export interface ConnectionInfo {
  id: number;
  user: EndUser | null;
  connectedAt: string;
  lastSyncAt: string | null;
  remoteAddress: string;
}

/** The ES's close code for a permanent problem: the SDK stops reconnecting. */
export const CLOSE_INVALID_REQUEST = 4003;

/**
 * FeatBit's streaming endpoint on an existing HTTP server: upgrades `/streaming`, answers each
 * connection's frames and pushes every flag change to every connection as a one-flag patch
 * evaluated for that connection's user (single-key patches keep SDK update events simple).
 */
export class StreamingHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly states = new Map<WebSocket, ConnectionState>();
  private readonly unsubscribe: () => void;
  private nextId = 1;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly server: Server,
    private readonly repository: FlagRepository,
    private readonly sdkKeys: readonly string[],
    private readonly now: () => number,
  ) {
    server.on('upgrade', this.handleUpgrade);
    this.unsubscribe = repository.subscribe((change) => this.push(change));
  }

  connections(): ConnectionInfo[] {
    return [...this.states.values()].map((state) => ({
      id: state.id,
      user: state.user && structuredClone(state.user),
      connectedAt: new Date(state.connectedAt).toISOString(),
      lastSyncAt: state.lastSyncAt === null ? null : new Date(state.lastSyncAt).toISOString(),
      remoteAddress: state.remoteAddress,
    }));
  }

  /** Drops every connection abruptly: clients see 1006 and reconnect, as after a crash. */
  close(): Promise<void> {
    this.closing ??= new Promise((resolve) => {
      this.unsubscribe();
      this.server.off('upgrade', this.handleUpgrade);
      for (const socket of this.wss.clients) socket.terminate();
      this.states.clear();
      this.wss.close(() => resolve());
    });
    return this.closing;
  }

  private readonly handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    // The ES matches the first path segment, so /streaming/ and /streaming/x count too.
    if (pathname !== '/streaming' && !pathname.startsWith('/streaming/')) {
      // Another upgrade listener may own this path; when there is none, do not leave it hanging.
      if (this.server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request, query));
  };

  private accept(ws: WebSocket, request: IncomingMessage, query: string): void {
    ws.on('error', () => ws.terminate());
    // Accept, then close: a refused upgrade looks like a network error and the SDK retries forever.
    if (!checkStreamingRequest(query, this.sdkKeys).ok) {
      ws.close(CLOSE_INVALID_REQUEST, 'invalid request, close by server');
      return;
    }
    const state: ConnectionState = {
      id: this.nextId++,
      connectedAt: this.now(),
      remoteAddress: request.socket.remoteAddress ?? '',
      user: null,
      signature: null,
      lastSyncAt: null,
    };
    this.states.set(ws, state);
    ws.on('close', () => this.states.delete(ws));
    ws.on('message', (data) => {
      // A throw in a ws listener would crash the whole lab; one bad frame must not.
      try {
        const reply = handleClientMessage(String(data), state, this.repository, this.now);
        if (reply) send(ws, reply);
      } catch (error) {
        console.error('flag server: cannot answer a streaming message', error);
      }
    });
  }

  private push(change: RepositoryChange): void {
    const listening = [...this.states].filter(([, state]) => state.user !== null);
    if (listening.length === 0) return;
    if (change.kind === 'reset') {
      // A reset can remove flags, and only a full makes the SDK forget them.
      for (const [ws, state] of listening) {
        send(ws, buildDataSync(this.repository, state.user as EndUser, null));
      }
      return;
    }
    const keys = change.kind === 'flag' ? [change.key] : change.flagKeys;
    const segments = this.repository.listSegments();
    for (const key of keys) {
      const flag = this.repository.getFlag(key);
      if (!flag) continue;
      for (const [ws, state] of listening) {
        send(ws, dataSyncMessage('patch', state.user as EndUser, [flag], segments));
      }
    }
  }
}

function send(ws: WebSocket, message: ServerMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}
