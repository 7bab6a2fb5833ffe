import { md5OfBlob } from './md5OfBlob';
import { piecesFromPort } from './piecesFromPort';
import type { Md5Answer, Md5Request } from './md5Messages';

// A worker keeps hashing off the main thread, so the page stays responsive (docs/upload.md chunks).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null;
  postMessage(message: Md5Answer): void;
};

const running = new Map<number, AbortController>();

scope.onmessage = (event) => {
  const request = event.data;
  if (request.cancel) {
    running.get(request.id)?.abort();
    return;
  }
  const { id, blob, port } = request;
  const controller = new AbortController();
  running.set(id, controller);
  md5OfBlob(blob, {
    signal: controller.signal,
    pieces: port && piecesFromPort(port, controller.signal),
    onChunk: (done, total) => scope.postMessage({ id, progress: { done, total } }),
  })
    .then(
      (md5) => scope.postMessage({ id, md5 }),
      (error: unknown) =>
        scope.postMessage(
          controller.signal.aborted ? { id, cancelled: true } : { id, error: String(error) },
        ),
    )
    .finally(() => running.delete(id));
};
