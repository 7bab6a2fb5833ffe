import type { CreditMessage, PieceMessage } from './md5Messages';

/**
 * The hasher's half of the MD5 pipe (sendBlobPieces): the pieces the reader sends, in order,
 * asking for one more after each is used. Leaving early (cancelled, failed) stops the reader; a
 * cancel also ends a wait for a piece that will never come (the reader worker died).
 */
export async function* piecesFromPort(
  port: MessagePort,
  signal?: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const arrived: PieceMessage[] = [];
  let wake: (() => void) | null = null;
  port.onmessage = (event: MessageEvent<PieceMessage>) => {
    arrived.push(event.data);
    wake?.();
  };
  signal?.addEventListener('abort', () => wake?.(), { once: true });
  const answer = (message: CreditMessage, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  let finished = false;
  try {
    for (;;) {
      while (arrived.length === 0) {
        signal?.throwIfAborted();
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const message = arrived.shift() as PieceMessage;
      if ('error' in message) throw new Error(message.error);
      if ('done' in message) break;
      yield message.piece;
      const spare = message.piece.buffer;
      if (spare instanceof ArrayBuffer) answer({ credit: true, spare }, [spare]);
      else answer({ credit: true });
    }
    finished = true;
  } finally {
    if (!finished) answer({ stop: true });
    port.close();
  }
}
