export interface ListenToMessagesOptions {
  /** Exact origins ('https://host:port'); a message from any other origin is dropped unread. */
  allowedOrigins: readonly string[];
  onMessage(data: unknown, event: MessageEvent): void;
  window?: Window;
  /** Messages the window got before this listener: judged and handed on first, in order. */
  earlier?: readonly MessageEvent[];
}

/** Window messages from trusted origins only; returns the unsubscribe function. */
export function listenToMessages({
  allowedOrigins,
  onMessage,
  window: win = window,
  earlier = [],
}: ListenToMessagesOptions): () => void {
  const allowed = new Set(allowedOrigins.filter((origin) => origin !== '*'));
  const listener = (event: MessageEvent) => {
    if (!allowed.has(event.origin)) return;
    onMessage(event.data, event);
  };
  win.addEventListener('message', listener);
  for (const event of earlier) listener(event);
  return () => win.removeEventListener('message', listener);
}
