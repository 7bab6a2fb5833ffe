import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ossAddress } from '../../modules/upload/pipeline/ossUpload';
import { readTokenData } from '../../modules/upload/pipeline/uploadDataFields';
import { expect, test } from './fixtures';

const VENDOR_BUILD = path.resolve('node_modules/ali-oss/dist/aliyun-oss-sdk.min.js');
const SIZE = 300 * 1024;

interface OssRun {
  status: number;
  progress: number[];
}

test('the vendor browser client uploads in parts and simply to the lab object store', async ({
  page,
  request,
}) => {
  const token = readTokenData(
    await (await request.get('/api/v1/attachment/attachments/token')).json(),
  );
  expect(token).not.toBeNull();
  if (!token) return;
  await page.goto('/__lab/object-store/expense-lab/blank');
  await page.addScriptTag({ content: readFileSync(VENDOR_BUILD, 'utf8') });

  const multipart = ossAddress(token, `oss-e2e-${Date.now()}.bin`);
  const simple = ossAddress(token, `oss-e2e-${Date.now()}-put.txt`);
  const runs = await page.evaluate(
    async ({ parts, put, size }) => {
      type Client = {
        multipartUpload(n: string, f: Blob, o: object): Promise<{ res: { status: number } }>;
        put(n: string, f: Blob): Promise<{ res: { status: number } }>;
      };
      const OSS = (window as unknown as { OSS: new (o: object) => Client }).OSS;
      const bytes = new Uint8Array(size).map((_, i) => (i * 31 + 7) % 251);
      const progress: number[] = [];
      const first = await new OSS(parts.options).multipartUpload(parts.name, new Blob([bytes]), {
        partSize: 100 * 1024,
        progress: (fraction: number) => progress.push(fraction),
      });
      const second = await new OSS(put.options).put(put.name, new Blob(['plain put']));
      return [
        { status: first.res.status, progress },
        { status: second.res.status, progress: [] },
      ] satisfies OssRun[];
    },
    { parts: multipart, put: simple, size: SIZE },
  );

  expect(runs.map((run) => run.status)).toEqual([200, 200]);
  expect(runs[0].progress.length).toBeGreaterThanOrEqual(3);
  expect(runs[0].progress.at(-1)).toBe(1);
  const stored = await request.get(multipart.url);
  const expected = Buffer.from(new Uint8Array(SIZE).map((_, i) => (i * 31 + 7) % 251));
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
  expect(md5(await stored.body())).toBe(md5(expected));
  expect(await (await request.get(simple.url)).text()).toBe('plain put');
});
