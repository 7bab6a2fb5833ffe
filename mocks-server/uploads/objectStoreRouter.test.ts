import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { binaryBytes, listFiles } from './testing/postUpload';
import { useUploadServer } from './testing/useUploadServer';

/** Sends the path exactly as written: a URL would resolve `..` and `%2e%2e` before sending. */
function rawPut(baseUrl: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method: 'PUT' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end('x');
  });
}

describe('the lab object store', () => {
  const lab = useUploadServer({ maxBytes: 2048 });
  const store = () => `${lab.server().baseUrl}/__lab/object-store/expense-lab`;

  const put = (
    key: string,
    body: Uint8Array<ArrayBuffer> | string,
    type = 'application/octet-stream',
  ) => fetch(`${store()}/${key}`, { method: 'PUT', body, headers: { 'content-type': type } });

  it('stores a PUT body and answers its MD5 as ETag, as minio does', async () => {
    const bytes = binaryBytes(1500);
    const response = await put('receipt1772352000000501.png', bytes, 'image/png');
    expect(response.status).toBe(200);
    const md5 = createHash('md5').update(bytes).digest('hex');
    expect(response.headers.get('etag')).toBe(`"${md5}"`);
  });

  it('serves the object back byte for byte', async () => {
    await put('scan.bin', binaryBytes(777));
    const response = await fetch(`${store()}/scan.bin`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(binaryBytes(777));
  });

  it('keeps a JSON file as the bytes sent, not as a parsed body', async () => {
    const text = '{ "a" : 1 }\n';
    await put('data.json', text, 'application/json');
    expect(await (await fetch(`${store()}/data.json`)).text()).toBe(text);
  });

  it('replaces an object written twice and keeps one file for it', async () => {
    await put('twice.txt', 'one');
    const before = listFiles(lab.root()).length;
    await put('twice.txt', 'two');
    expect(await (await fetch(`${store()}/twice.txt`)).text()).toBe('two');
    expect(listFiles(lab.root())).toHaveLength(before);
  });

  it('answers 413 past the size limit', async () => {
    expect((await put('big.bin', binaryBytes(2049))).status).toBe(413);
  });

  it('answers 404 for another bucket', async () => {
    const response = await fetch(`${lab.server().baseUrl}/__lab/object-store/other/x.txt`, {
      method: 'PUT',
      body: 'x',
    });
    expect(response.status).toBe(404);
  });

  it.each(['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'a/b.txt', '%2e%2e', 'a%00b'])(
    'refuses the key %s and writes nothing',
    async (key) => {
      const before = listFiles(lab.root());
      expect(await rawPut(lab.server().baseUrl, `/__lab/object-store/expense-lab/${key}`)).toBe(
        400,
      );
      expect(listFiles(lab.root())).toEqual(before);
    },
  );

  it('forgets objects when the store is cleared', async () => {
    await put('soon-gone.txt', 'x');
    lab.server().uploads.clear();
    expect((await fetch(`${store()}/soon-gone.txt`)).status).toBe(404);
  });
});
