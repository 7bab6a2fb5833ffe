/** Messages the window got before the host messaging code was in. */
export interface EarlyMessages {
  /** Stops holding; the messages held so far, in order, each given once. */
  take(): MessageEvent[];
}

/**
 * Holds every message the window gets until the host messaging chunk has loaded, which then
 * answers them first (startHostRpc's `earlier`): an embedding page that posts as soon as the app
 * has signed in (which the start-calls script makes quick) was answered by nobody while that
 * chunk was still on the wire. Only that code gets them again: the window's other listeners
 * (a host's SDK) saw them once already.
 */
export function holdEarlyMessages(win: Window): EarlyMessages {
  const held: MessageEvent[] = [];
  const hold = (event: MessageEvent) => held.push(event);
  win.addEventListener('message', hold);
  return {
    take() {
      win.removeEventListener('message', hold);
      return held.splice(0);
    },
  };
}
