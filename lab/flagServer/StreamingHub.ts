import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EndUser } from '../../flags/evaluation/types';
import type { FlagStreamLink, LinkedStream } from '../../mocks-server/recording/FlagStreamLink';
import { labSessionOf } from '../../mocks-server/sessions/labSessionOf';
import { checkStreamingRequest } from './checkStreamingRequest';
import type { FlagRepository, RepositoryChange } from './FlagRepository';
import { handleClientMessage, type ConnectionState } from './handleClientMessage';
import { changeSummary, linkedSync } from './linkedSync';
import { pushChange, sendFrame } from './pushChange';

export interface ConnectionInfo {
  id: number;
  user: EndUser | null;
  connectedAt: string;
  lastSyncAt: string | null;
  remoteAddress: string;
  /** The lab session of the upgrade request (`lab-session` cookie or header, else 'default'). */
  labSession: string;
}

interface Connection {
  state: ConnectionState;
  session: string;
  /** Present when record and replay are linked in (attachFlagServer's `link`). */
  linked?: LinkedStream;
}

/** The ES's close code for a permanent problem: the SDK stops reconnecting. */
export const CLOSE_INVALID_REQUEST = 4003;

/**
 * FeatBit's streaming endpoint on an existing HTTP server: upgrades `/streaming`, answers each
 * connection's frames and pushes every flag change to every connection as a one-flag patch
 * evaluated for that connection's user (single-key patches keep SDK update events simple).
 * With a `link`, what it sends is recorded per lab session, and a replaying session's
 * connections get the recording's messages instead of live changes.
 */
export class StreamingHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly states = new Map<WebSocket, Connection>();
  private readonly unsubscribe: () => void;
  private nextId = 1;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly server: Server,
    private readonly repository: FlagRepository,
    private readonly sdkKeys: readonly string[],
    private readonly now: () => number,
    private readonly link?: FlagStreamLink,
    private readonly acceptUpgrade: (request: IncomingMessage) => boolean = () => true,
  ) {
    server.on('upgrade', this.handleUpgrade);
    this.unsubscribe = repository.subscribe((change) => this.push(change));
  }

  connections(): ConnectionInfo[] {
    return [...this.states.values()].map(({ state, session }) => ({
      id: state.id,
      user: state.user && structuredClone(state.user),
      connectedAt: new Date(state.connectedAt).toISOString(),
      lastSyncAt: state.lastSyncAt === null ? null : new Date(state.lastSyncAt).toISOString(),
      remoteAddress: state.remoteAddress,
      labSession: session,
    }));
  }

  /** Drops every connection abruptly: clients see 1006 and reconnect, as after a crash. */
  close(): Promise<void> {
    this.closing ??= new Promise((resolve) => {
      this.unsubscribe();
      this.server.off('upgrade', this.handleUpgrade);
      for (const socket of this.wss.clients) socket.terminate();
      for (const { linked } of this.states.values()) linked?.close();
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
    if (!this.acceptUpgrade(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
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
    // A browser sends its cookies with the upgrade, so the app's stream joins its lab session.
    const session = labSessionOf(request);
    const linked = this.link?.connect(session, (data) => {
      sendFrame(ws, { messageType: 'data-sync', data });
    });
    this.states.set(ws, { state, session, linked });
    ws.on('close', () => {
      this.states.delete(ws);
      linked?.close();
    });
    ws.on('message', (data) => {
      // A throw in a ws listener would crash the whole lab; one bad frame must not.
      try {
        const answer = linked && linkedSync(linked, this.repository);
        const reply = handleClientMessage(String(data), state, this.repository, this.now, answer);
        if (reply) sendFrame(ws, reply);
        linked?.flush();
      } catch (error) {
        console.error('flag server: cannot answer a streaming message', error);
      }
    });
  }

  private push(change: RepositoryChange): void {
    this.link?.changed(changeSummary(change));
    // A replaying session's streams play the recording; live changes must not leak into them.
    const targets = [...this.states].flatMap(([ws, { state, linked }]) =>
      state.user !== null && !linked?.replaying() ? [{ ws, user: state.user, linked }] : [],
    );
    pushChange(change, this.repository, targets);
  }
}
