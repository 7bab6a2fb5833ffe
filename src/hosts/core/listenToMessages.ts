export interface ListenToMessagesOptions {
  /** Exact origins ('https://host:port'); a message from any other origin is dropped unread. */
  allowedOrigins: readonly string[];
  onMessage(data: unknown, event: MessageEvent): void;
  window?: Window;
}

/** Window messages from trusted origins only; returns the unsubscribe function. */
export function listenToMessages({
  allowedOrigins,
  onMessage,
  window: win = window,
}: ListenToMessagesOptions): () => void {
  const allowed = new Set(allowedOrigins.filter((origin) => origin !== '*'));
  const listener = (event: MessageEvent) => {
    if (!allowed.has(event.origin)) return;
    onMessage(event.data, event);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
