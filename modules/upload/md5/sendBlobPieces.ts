import { blobPieces } from './blobPieces';
import type { CreditMessage, PieceMessage, ReadRequest } from './md5Messages';

/**
 * The reader worker's half of the MD5 pipe: streams the blob and sends it through the port in
 * pieces of `pieceBytes`, each transferred (not copied), at most `credits` ahead of the hasher.
 * Reading a blob costs its thread about a fifth of what hashing it does; on a thread of its
 * own that time overlaps the hashing instead of adding to it. Stops when the hasher says so.
 */
export async function sendBlobPieces({ blob, port, pieceBytes, credits }: ReadRequest) {
  let left = credits;
  let stopped = false;
  let wake: (() => void) | null = null;
  const spares: ArrayBuffer[] = [];
  port.onmessage = (event: MessageEvent<CreditMessage>) => {
    const message = event.data;
    if ('stop' in message) stopped = true;
    else left += 1;
    if ('spare' in message && message.spare?.byteLength === pieceBytes) spares.push(message.spare);
    wake?.();
  };
  const emptyPiece = () => new Uint8Array(spares.pop() ?? new ArrayBuffer(pieceBytes));
  const send = (message: PieceMessage, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  // Leaving the loop early returns the generator, which cancels the blob's stream.
  const pieces = blobPieces(blob, pieceBytes);
  const sendPiece = async (piece: Uint8Array<ArrayBuffer>) => {
    while (left === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
    left -= 1;
    if (!stopped) send({ piece }, [piece.buffer]);
  };
  try {
    let piece = emptyPiece();
    let filled = 0;
    for await (const value of pieces) {
      for (let rest = value; rest.length > 0 && !stopped;) {
        const taken = Math.min(rest.length, pieceBytes - filled);
        piece.set(rest.subarray(0, taken), filled);
        filled += taken;
        rest = rest.subarray(taken);
        if (filled < pieceBytes) continue;
        await sendPiece(piece);
        piece = emptyPiece();
        filled = 0;
      }
      if (stopped) break;
    }
    if (filled > 0) await sendPiece(piece.slice(0, filled));
    if (!stopped) send({ done: true });
  } catch (error) {
    send({ error: String(error) });
  } finally {
    port.close();
  }
}
