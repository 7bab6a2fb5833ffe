import type { HostLog } from '../HostBridge';

export interface ParentEvents {
  /** Posts `{type, detail}` to the parent frame; true when it was sent. */
  post(type: string, detail?: unknown): boolean;
}

export interface ParentEventsOptions {
  /** The `needPostEvent` address switch. */
  enabled: boolean;
  /** `hosts.postEventOrigin`: the one origin allowed to read the events. */
  targetOrigin: string | null;
  window: Window;
  log?: Pick<HostLog, 'warn'>;
}

/**
 * Events for the embedding page (docs/sign-in-and-hosts.md `needPostEvent`). They go to one configured origin,
 * never '*': staff and bill data must not reach whatever page happens to frame the app.
 */
export function createParentEvents({
  enabled,
  targetOrigin,
  window: win,
  log = console,
}: ParentEventsOptions): ParentEvents {
  const origin = readOrigin(targetOrigin);
  let warned = false;
  const skip = (why: string) => {
    if (!warned) log.warn(`Parent-frame events are off: ${why}`);
    warned = true;
    return false;
  };
  return {
    post(type, detail) {
      if (!enabled) return skip('needPostEvent is not set');
      if (!origin) return skip('no valid postEventOrigin is configured');
      if (win.parent === win) return skip('the page is not framed');
      try {
        win.parent.postMessage({ type, detail }, origin);
        return true;
      } catch (error) {
        log.warn(`Parent-frame event ${type} could not be posted`, error);
        return false;
      }
    },
  };
}

/** Only a bare origin ('https://host:port') counts; '*', paths and junk are refused. */
function readOrigin(value: string | null): string | null {
  if (typeof value !== 'string' || value === '*') return null;
  try {
    const url = new URL(value);
    return url.origin !== 'null' && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
