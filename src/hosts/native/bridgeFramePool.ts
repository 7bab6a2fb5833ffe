import type { Clock } from '@shell/auth';

export const FRAME_POOL_SIZE = 9;
/** The wrapper reads the address on navigation; clearing it lets the same frame fire again. */
export const FRAME_SRC_LIFETIME_MS = 10;

interface FramePool {
  frames: HTMLIFrameElement[];
  next: number;
  clearTimers: Map<HTMLIFrameElement, unknown>;
}

const pools = new WeakMap<Window, FramePool>();

/** Navigates the next hidden frame of the window's pool of 9 to `url`, round-robin. */
export function sendThroughFrame(win: Window, clock: Clock, url: string): void {
  const pool = poolOf(win);
  const index = pool.next;
  pool.next = (index + 1) % FRAME_POOL_SIZE;
  const frame = liveFrame(win, pool, index);
  const pendingClear = pool.clearTimers.get(frame);
  if (pendingClear !== undefined) clock.clearTimeout(pendingClear);
  frame.setAttribute('src', url);
  pool.clearTimers.set(
    frame,
    clock.setTimeout(() => {
      pool.clearTimers.delete(frame);
      frame.removeAttribute('src');
    }, FRAME_SRC_LIFETIME_MS),
  );
}

function poolOf(win: Window): FramePool {
  let pool = pools.get(win);
  if (!pool) {
    pool = { frames: [], next: 0, clearTimers: new Map() };
    pools.set(win, pool);
  }
  return pool;
}

// Page code may have removed a frame (a framework re-rendering <body>): put a fresh one back.
function liveFrame(win: Window, pool: FramePool, index: number): HTMLIFrameElement {
  const existing = pool.frames[index];
  if (existing?.isConnected) return existing;
  const frame = win.document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-expense-bridge', String(index));
  frame.tabIndex = -1;
  frame.style.display = 'none';
  (win.document.body ?? win.document.documentElement).appendChild(frame);
  pool.frames[index] = frame;
  return frame;
}
