import { WebSocket } from 'ws';
import type { EndUser } from '../../flags/evaluation/types';
import type { LinkedStream } from '../../mocks-server/recording/FlagStreamLink';
import { buildDataSync, dataSyncMessage, type DataSyncMessage } from './buildDataSync';
import type { FlagRepository, RepositoryChange } from './FlagRepository';
import type { ServerMessage } from './handleClientMessage';

/** A synced connection a change is pushed to. */
export interface PushTarget {
  ws: WebSocket;
  user: EndUser;
  linked?: LinkedStream;
}

/** False when the socket is no longer open: nothing was sent. */
export function sendFrame(ws: WebSocket, message: ServerMessage): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false;
  ws.send(JSON.stringify(message));
  return true;
}

function pushTo({ ws, linked }: PushTarget, message: DataSyncMessage): void {
  if (sendFrame(ws, message)) linked?.pushed(message.data);
}

/**
 * Pushes one repository change to each target, evaluated for its user: a one-flag patch per
 * changed flag, or a full after a reset (a reset can remove flags, and only a full makes the SDK
 * forget them). Each push sent is reported to the target's linked stream, for recording.
 */
export function pushChange(
  change: RepositoryChange,
  repository: FlagRepository,
  targets: readonly PushTarget[],
): void {
  if (targets.length === 0) return;
  if (change.kind === 'reset') {
    for (const target of targets) pushTo(target, buildDataSync(repository, target.user, null));
    return;
  }
  const keys = change.kind === 'flag' ? [change.key] : change.flagKeys;
  const segments = repository.listSegments();
  for (const key of keys) {
    const flag = repository.getFlag(key);
    if (!flag) continue;
    for (const target of targets) {
      pushTo(target, dataSyncMessage('patch', target.user, [flag], segments));
    }
  }
}
