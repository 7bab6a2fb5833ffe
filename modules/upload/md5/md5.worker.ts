import { md5OfBlob } from './md5OfBlob';

interface Md5Request {
  id: number;
  blob: Blob;
}

// A worker keeps hashing off the main thread, so the page stays responsive (spec §9 chunks).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, blob } = event.data;
  md5OfBlob(blob).then(
    (md5) => scope.postMessage({ id, md5 }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
