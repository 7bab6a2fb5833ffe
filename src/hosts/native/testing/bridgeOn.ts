import { systemClock } from '@shell/auth';
import { createMobileBridge } from '../createMobileBridge';

/** A mobile bridge on `win` on the real clock functions, which jest's fake timers replace. */
export function bridgeOn(win: Window, promptChannel = false, timeoutMs = 15000) {
  return createMobileBridge({ window: win, clock: systemClock, timeoutMs, promptChannel });
}

/** The hidden frames the bridge navigated on `win`. */
export const framesOf = (win: Window) => [...win.document.querySelectorAll('iframe')];

/** The wrapper answering call `id` with `json` through the page's callback global. */
export const answer = (win: Window, id: unknown, json: unknown) =>
  (win.__expenseBridgeCallback as (id: unknown, json: unknown) => void)(id, json);
