/**
 * A fresh window from an about:blank frame: per-window state (bridge callbacks, frame pools)
 * starts clean, and it can play a parent, a child or a message source. Tests empty
 * `document.body` afterwards to drop it.
 */
export function createFrameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow as Window;
}

/** What a browser does on postMessage, with the origin and source jsdom would not stamp. */
export function deliverMessage(
  target: Window,
  data: unknown,
  origin: string,
  source: Window,
): void {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** After each test: real timers back, and the frames its windows live in gone. */
export function removeFrames(): void {
  jest.useRealTimers();
  document.body.innerHTML = '';
}
