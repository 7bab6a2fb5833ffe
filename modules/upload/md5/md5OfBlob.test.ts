import SparkMD5 from 'spark-md5';
import { createMd5 } from './computeMd5';
import { md5OfBlob } from './md5OfBlob';

function bytes(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + 7) % 251;
  return out;
}

describe('md5OfBlob', () => {
  it.each([0, 1, 999, 1000, 1001, 4096])(
    'hashes %i bytes in chunks to the MD5 of the whole',
    async (length) => {
      const data = bytes(length);
      const chunks: number[] = [];
      const md5 = await md5OfBlob(new Blob([data]), 1000, (done) => chunks.push(done));
      expect(md5).toBe(SparkMD5.ArrayBuffer.hash(data.buffer));
      expect(chunks).toHaveLength(Math.ceil(length / 1000));
    },
  );

  it('reads spec-sized chunks of 8097152 bytes by default', async () => {
    const data = bytes(8_097_152 + 5);
    const seen: number[] = [];
    await md5OfBlob(new Blob([data]), undefined, (done) => seen.push(done));
    expect(seen).toEqual([8_097_152, 8_097_157]);
  });
});

describe('createMd5', () => {
  it('hashes in this thread when there is no worker', async () => {
    const md5 = createMd5(() => null);
    expect(await md5(new Blob(['abc']))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('asks the worker and falls back to this thread when the worker reports an error', async () => {
    const posted: unknown[] = [];
    const worker = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage(message: { id: number }) {
        posted.push(message);
        queueMicrotask(() => worker.onmessage?.({ data: { id: message.id, error: 'boom' } }));
      },
    };
    const md5 = createMd5(() => worker as unknown as Worker);
    expect(await md5(new Blob(['abc']))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(posted).toHaveLength(1);
  });
});
