import { readChunk } from './readChunk';

/** The blob's bytes in order: streamed where the platform can, else one chunk read at a time. */
export async function* blobPieces(blob: Blob, chunkBytes: number): AsyncGenerator<Uint8Array> {
  if (typeof blob.stream !== 'function') {
    for (let start = 0; start < blob.size; start += chunkBytes) {
      yield new Uint8Array(await readChunk(blob.slice(start, start + chunkBytes)));
    }
    return;
  }
  const reader = blob.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Also when the consumer leaves early (cancelled): the browser stops reading the file.
    void reader.cancel().catch(() => undefined);
  }
}
