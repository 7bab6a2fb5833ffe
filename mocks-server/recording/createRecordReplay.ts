import { Router, type RequestHandler, type Response } from 'express';
import type { ScenarioEngine } from '../scenarios/ScenarioEngine';
import { FlagStreamBridge } from './FlagStreamBridge';
import type { FlagStreamLink } from './FlagStreamLink';
import { Recorder } from './Recorder';
import { recordingAdminRouter } from './recordingAdminRouter';
import type { Recording } from './Recording';
import { RecordingShelf } from './RecordingShelf';
import { recordingsRouter } from './recordingsRouter';
import { ReplayMiddleware } from './ReplayMiddleware';

export interface RecordReplayOptions {
  now?: () => Date;
  /** Scenario changes are recorded, and replay answers as the scenarios stand now. */
  scenarios?: ScenarioEngine;
  /** Where recordings are saved by name; a temporary folder of this process when absent. */
  recordingsDir?: string;
  /** Keeps a replayed answer that never comes, so shutdown can still end it. */
  hold?: (res: Response) => void;
}

export interface RecordReplay {
  recorder: Recorder;
  replay: ReplayMiddleware;
  shelf: RecordingShelf;
  /** Hand to attachFlagServer (`link`) so the flag stream is recorded and replayed too. */
  flagStream: FlagStreamLink;
  /** Mount before the faults: every recorded request gets its place and its ending. */
  arrival(): RequestHandler;
  /**
   * The /__lab/recording, /__lab/replay and /__lab/recordings endpoints, then replay, then the
   * recorder's body tap. Mount once, after compression() and before the body parsers (a
   * recording is larger than their limit, and a body they reject must still be recorded).
   */
  middleware(): Router;
}

/** Record and replay, scoped to the lab session of the admin call (header or cookie). */
export function createRecordReplay(options: RecordReplayOptions = {}): RecordReplay {
  const recorder = new Recorder(options.now);
  const { scenarios } = options;
  const replay = new ReplayMiddleware({
    scenarioState: (session, name) => scenarios?.currentState(session, name),
    moveScenario: (session, name, state) => scenarios?.setState(session, name, state),
    hold: options.hold ?? (() => undefined),
  });
  scenarios?.onChange((change) => {
    if (change.kind === 'state')
      recorder.recordScenarioState(change.session, change.scenario, change.state);
    else recorder.recordPreset(change.session, change.name, change.action);
  });
  const shelf = new RecordingShelf(options.recordingsDir ?? defaultShelfDir());
  const flagStream = new FlagStreamBridge(recorder, replay);
  const last = new Map<string, Recording>();
  return {
    recorder,
    replay,
    shelf,
    flagStream,
    arrival: () => recorder.arrival(),
    middleware: () => {
      const router = Router();
      router.use('/__lab', recordingAdminRouter(recorder, replay, last));
      router.use('/__lab', recordingsRouter(shelf, replay, last));
      router.use(replay.handler());
      router.use(recorder.bodies());
      return router;
    },
  };
}

function defaultShelfDir(): string {
  return `${process.env.TMPDIR ?? '/tmp'}/lab-recordings-${process.pid}`;
}
