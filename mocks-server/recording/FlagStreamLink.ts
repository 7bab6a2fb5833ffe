import type { FlagChangeSummary, FlagSyncData } from './Recording';

/** One streaming connection, as recording and replay see it. */
export interface LinkedStream {
  /** The lab session the connection belongs to (its upgrade request's cookie or header). */
  readonly session: string;
  /** True while that session replays: live flag changes must not reach the connection. */
  replaying(): boolean;
  /**
   * The answer to the client's data-sync (`since` null asks for a full): the replay's while
   * replaying, else `live()`; recorded either way when the session is recording.
   */
  answer(userKeyId: string, since: number | null, live: () => FlagSyncData): FlagSyncData;
  /** Records a live push the flag server just sent on this connection. */
  pushed(data: FlagSyncData): void;
  /** Sends the replayed messages that became due; the server calls it after each answer. */
  flush(): void;
  close(): void;
}

/**
 * What the flag server needs from the mock backend's record and replay, so it can stay free of
 * both: the lab wires `mock.recordReplay.flagStream` into attachFlagServer.
 */
export interface FlagStreamLink {
  /** A new streaming connection; `send` delivers a replayed data-sync to it. */
  connect(session: string, send: (data: FlagSyncData) => void): LinkedStream;
  /** An admin change, recorded before the pushes it causes. */
  changed(summary: FlagChangeSummary): void;
  /** A poll (`latest-all`): replayed flags while the session replays, else `live()`, recorded. */
  poll(
    session: string,
    userKeyId: string,
    since: number | null,
    live: () => FlagSyncData,
  ): FlagSyncData;
}
