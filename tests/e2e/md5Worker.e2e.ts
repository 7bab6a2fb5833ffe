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
test('the built MD5 worker hashes a file in the signed-in page under the lab’s policy', async ({
  page,
}) => {
  await signIn(page);
  // The upload bundle names it by chunk id; the build folder the lab serves names it plainly.
  const worker = readdirSync(path.join(DEFAULT_DIST_DIR, 'modules')).find((file) =>
    /^md5-worker\.[0-9a-f]{8}\.js$/.test(file),
  );
  expect(worker).toBeDefined();
  const answer = await page.evaluate(
    (url) =>
      new Promise<{ md5?: string; error?: string }>((resolve) => {
        const hasher = new Worker(url);
        hasher.onmessage = (event: MessageEvent<{ md5?: string; error?: string }>) => {
          if (event.data.md5 !== undefined || event.data.error !== undefined) resolve(event.data);
        };
        hasher.postMessage({ id: 1, blob: new Blob(['abc']) });
      }),
    `/modules/${worker}`,
  );
  expect(answer).toMatchObject({ md5: '900150983cd24fb0d6963f7d28e17f72' });
});
