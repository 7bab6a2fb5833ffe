import type { EndUser } from '../../flags/evaluation/types';
import { buildDataSync, parseClientTimestamp, type DataSyncMessage } from './buildDataSync';
import type { FlagRepository } from './FlagRepository';
import type { DataSyncAnswer } from './linkedSync';
import { parseEndUser, userSignature } from './parseEndUser';

/** What the server remembers about one streaming connection. */
export interface ConnectionState {
  readonly id: number;
  readonly connectedAt: number;
  readonly remoteAddress: string;
  /** The latest user this connection sent: pushes are evaluated for it. */
  user: EndUser | null;
  signature: string | null;
  lastSyncAt: number | null;
}

export const PONG = { messageType: 'pong', data: {} } as const;

export type ServerMessage = typeof PONG | DataSyncMessage;

/**
 * One client frame in, at most one frame out, as the ES answers: `ping` → pong; `data-sync` →
 * full or patch for the user it carries. Anything unreadable gets no reply, like the ES.
 * `answer` builds the data-sync reply (`since` null for a full); record and replay swap it.
 */
export function handleClientMessage(
  raw: string,
  connection: ConnectionState,
  repository: FlagRepository,
  now: () => number,
  answer: DataSyncAnswer = (user, since) => buildDataSync(repository, user, since),
): ServerMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { messageType, data } = message as { messageType?: unknown; data?: unknown };
  // The ES dispatches on messageType case-insensitively.
  const type = typeof messageType === 'string' ? messageType.toLowerCase() : '';
  if (type === 'ping') return PONG;
  if (type !== 'data-sync') return null;

  const body = (data ?? {}) as { user?: unknown; timestamp?: unknown };
  const user = parseEndUser(body.user);
  if (!user) return null;
  const signature = userSignature(user);
  const timestamp = parseClientTimestamp(body.timestamp);
  // New attributes mean the client's timestamp describes another user's flags: send them all.
  const changedUser = connection.signature !== null && connection.signature !== signature;
  connection.user = user;
  connection.signature = signature;
  connection.lastSyncAt = now();
  return answer(user, timestamp === 0 || changedUser ? null : timestamp);
}
