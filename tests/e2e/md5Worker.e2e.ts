import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DIST_DIR } from '../../lab/createLabServer';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

/**
 * The upload module's MD5 worker as the build ships it (hash-wasm, WebAssembly), started from the
 * app's own page under the lab's content security policy: the minio upload path checks the
 * server's ETag with it. `abc` hashes to the RFC 1321 test vector.
 */
/** The upload bundle names the workers by chunk id; the build folder names them plainly. */
function builtWorker(name: string): string {
  const pattern = new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`);
  const file = readdirSync(path.join(DEFAULT_DIST_DIR, 'modules')).find((each) =>
    pattern.test(each),
  );
  expect(file).toBeDefined();
  return `/modules/${file}`;
}

test('the built MD5 worker hashes a file in the signed-in page under the lab’s policy', async ({
  page,
}) => {
  await signIn(page);
  const worker = builtWorker('md5-worker');
  const answer = await page.evaluate(
    (url) =>
      new Promise<{ md5?: string; error?: string }>((resolve) => {
        const hasher = new Worker(url);
        hasher.onmessage = (event: MessageEvent<{ md5?: string; error?: string }>) => {
          if (event.data.md5 !== undefined || event.data.error !== undefined) resolve(event.data);
        };
        hasher.postMessage({ id: 1, blob: new Blob(['abc']) });
      }),
    worker,
  );
  expect(answer).toMatchObject({ md5: '900150983cd24fb0d6963f7d28e17f72' });
});

test('the built reader worker feeds the built MD5 worker through a port, in pieces, to the file’s MD5', async ({
  page,
}) => {
  await signIn(page);
  const size = 3 * 1024 * 1024 + 17;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) % 251;
  const answer = await page.evaluate(
    ({ hasherUrl, readerUrl, length }) =>
      new Promise<{ md5?: string; error?: string; progress: number[] }>((resolve) => {
        const data = new Uint8Array(length);
        for (let i = 0; i < length; i += 1) data[i] = (i * 31 + 7) % 251;
        const blob = new Blob([data]);
        const progress: number[] = [];
        const hasher = new Worker(hasherUrl);
        const reader = new Worker(readerUrl);
        const channel = new MessageChannel();
        hasher.onmessage = (
          event: MessageEvent<{ md5?: string; error?: string; progress?: { done: number } }>,
        ) => {
          if (event.data.progress) progress.push(event.data.progress.done);
          else resolve({ ...event.data, progress });
        };
        const pieceBytes = 1024 * 1024;
        reader.postMessage({ blob, port: channel.port2, pieceBytes, credits: 2 }, [channel.port2]);
        hasher.postMessage({ id: 1, blob, port: channel.port1 }, [channel.port1]);
      }),
    {
      hasherUrl: builtWorker('md5-worker'),
      readerUrl: builtWorker('md5-reader'),
      length: size,
    },
  );
  expect(answer).toEqual({
    id: 1,
    md5: createHash('md5').update(bytes).digest('hex'),
    progress: [size],
  });
});
