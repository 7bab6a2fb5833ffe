import { createHash } from 'node:crypto';
import { md5OfBlob } from './md5OfBlob';

function bytes(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + 7) % 251;
  return out;
}

const md5Of = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

describe('md5OfBlob', () => {
  it.each([0, 1, 999, 1000, 1001, 4096])(
    'hashes %i bytes in chunks to the MD5 of the whole',
    async (length) => {
      const data = bytes(length);
      const chunks: number[] = [];
      const md5 = await md5OfBlob(new Blob([data]), {
        chunkBytes: 1000,
        onChunk: (done) => chunks.push(done),
      });
      expect(md5).toBe(md5Of(data));
      expect(chunks).toHaveLength(Math.ceil(length / 1000));
    },
  );

  it('reads spec-sized chunks of 8097152 bytes by default', async () => {
    const data = bytes(8_097_152 + 5);
    const seen: number[] = [];
    const md5 = await md5OfBlob(new Blob([data]), { onChunk: (done) => seen.push(done) });
    expect(seen).toEqual([8_097_152, 8_097_157]);
    expect(md5).toBe(md5Of(data));
  });

  it('stops between chunks once cancelled, with the signal’s reason', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const hashing = md5OfBlob(new Blob([bytes(5000)]), {
      chunkBytes: 1000,
      signal: controller.signal,
      onChunk: (done) => {
        seen.push(done);
        if (done === 2000) controller.abort(new Error('upload cancelled'));
      },
    });
    await expect(hashing).rejects.toThrow('upload cancelled');
    expect(seen).toEqual([1000, 2000]);
  });
});
