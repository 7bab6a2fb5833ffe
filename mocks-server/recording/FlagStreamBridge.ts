import type { FlagStreamLink, LinkedStream } from './FlagStreamLink';
import type { Recorder } from './Recorder';
import type { FlagChangeSummary, FlagSyncData } from './Recording';
import type { ReplayMiddleware } from './ReplayMiddleware';

class BridgedStream implements LinkedStream {
  constructor(
    readonly session: string,
    private readonly send: (data: FlagSyncData) => void,
    private readonly recorder: Recorder,
    private readonly replay: ReplayMiddleware,
    readonly close: () => void,
  ) {}

  replaying(): boolean {
    return this.replay.flagReplay(this.session) !== null;
  }

  answer(userKeyId: string, since: number | null, live: () => FlagSyncData): FlagSyncData {
    const flags = this.replay.flagReplay(this.session);
    const data = flags ? flags.answer(this, userKeyId, since) : live();
    this.recorder.recordFlagSync(this.session, 'request', data);
    return data;
  }

  pushed(data: FlagSyncData): void {
    this.recorder.recordFlagSync(this.session, 'push', data);
  }

  flush(): void {
    for (const data of this.replay.flagReplay(this.session)?.due(this) ?? []) {
      this.send(data);
      this.recorder.recordFlagSync(this.session, 'push', data);
    }
  }
}

/**
 * The flag server's side of record and replay: taps what it sends into the session's recording,
 * and answers a replaying session's streams and polls from the loaded recording, pushing each
 * recorded message when the HTTP replay reaches it.
 */
export class FlagStreamBridge implements FlagStreamLink {
  private readonly streams = new Map<string, Set<BridgedStream>>();

  constructor(
    private readonly recorder: Recorder,
    private readonly replay: ReplayMiddleware,
  ) {
    replay.onProgress((session) => {
      for (const stream of this.streams.get(session) ?? []) stream.flush();
    });
  }

  connect(session: string, send: (data: FlagSyncData) => void): LinkedStream {
    const streams = this.streams.get(session) ?? new Set<BridgedStream>();
    this.streams.set(session, streams);
    const stream: BridgedStream = new BridgedStream(
      session,
      send,
      this.recorder,
      this.replay,
      () => {
        streams.delete(stream);
        if (streams.size === 0) this.streams.delete(session);
      },
    );
    streams.add(stream);
    return stream;
  }

  changed(summary: FlagChangeSummary): void {
    this.recorder.recordFlagChange(summary);
  }

  poll(
    session: string,
    userKeyId: string,
    since: number | null,
    live: () => FlagSyncData,
  ): FlagSyncData {
    const flags = this.replay.flagReplay(session);
    const data = flags ? flags.poll(userKeyId, since) : live();
    // An empty patch goes out as an empty 200, not a message; every poll would add one.
    if (data.eventType === 'full' || data.featureFlags.length > 0) {
      this.recorder.recordFlagSync(session, 'poll', data);
    }
    return data;
  }
}
