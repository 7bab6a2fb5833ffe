import type { MockServer } from '../mocks-server/createMockServer';
import { startReplay } from '../mocks-server/recording/sealSecrets';

/** The lab session a recording loaded at start replays in: the one every plain browser has. */
export const START_REPLAY_SESSION = 'default';

/**
 * Loads the saved recording `name` into the default session, so the app opened without any lab
 * cookie replays it; throws with the file's problem (naming the entry) when it cannot load.
 */
export function replayAtStart(mock: MockServer, name: string): void {
  const { shelf, replay } = mock.recordReplay;
  const saved = shelf.read(name);
  if (!saved.ok) throw new Error(`Cannot replay "${name}" at start: ${saved.problem}`);
  startReplay(replay, START_REPLAY_SESSION, saved.recording);
}
