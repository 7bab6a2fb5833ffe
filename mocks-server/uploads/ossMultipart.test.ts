import { createHash } from 'node:crypto';
import OSS from 'ali-oss';
import { binaryBytes } from './testing/postUpload';
import { useUploadServer } from './testing/useUploadServer';

/** The vendor's own client, pointed at the lab as the upload widget points it (cname + path). */
function client(baseUrl: string) {
  return new OSS({
    accessKeyId: 'LAB-ACCESS-KEY',
    accessKeySecret: 'lab-access-secret',
    stsToken: 'lab-sts-x',
    region: 'lab-local',
    bucket: 'expense-lab',
    endpoint: baseUrl,
    cname: true,
    timeout: 10_000,
    refreshSTSToken: async () => ({
      accessKeyId: 'LAB-ACCESS-KEY',
      accessKeySecret: 'lab-access-secret',
      stsToken: 'lab-sts-y',
    }),
  });
}
const objectName = (key: string) => `__lab/object-store/expense-lab/${key}`;

describe('the lab object store speaking the OSS multipart API', () => {
  const lab = useUploadServer({ maxBytes: 1024 * 1024 });

  it('builds an object from parts uploaded by the real ali-oss client', async () => {
    const bytes = Buffer.from(binaryBytes(250 * 1024));
    const result = await client(lab.server().baseUrl).multipartUpload(
      objectName('big1.bin'),
      bytes,
      {
        partSize: 100 * 1024,
        parallel: 2,
      },
    );
    expect(result.res.status).toBe(200);
    const back = await fetch(`${lab.server().baseUrl}/__lab/object-store/expense-lab/big1.bin`);
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
    const md5 = createHash('md5').update(bytes).digest('hex');
    expect(result.res.headers).toMatchObject({ etag: `"${md5}"` });
  });

  it('takes a simple put from the same client', async () => {
    const result = await client(lab.server().baseUrl).put(
      objectName('small.txt'),
      Buffer.from('hi'),
    );
    expect(result.res.status).toBe(200);
  });

  describe('when the calls are wrong', () => {
    const base = () => `${lab.server().baseUrl}/__lab/object-store/expense-lab/k.bin`;

    it('answers an unknown upload id with the OSS XML error', async () => {
      const response = await fetch(`${base()}?partNumber=1&uploadId=NOPE`, {
        method: 'PUT',
        body: 'x',
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<Code>NoSuchUpload</Code>');
    });

    it('refuses a completion listing a part that was never sent', async () => {
      const started = await fetch(`${base()}?uploads`, { method: 'POST' });
      const uploadId = /<UploadId>(\w+)<\/UploadId>/.exec(await started.text())?.[1];
      const list =
        '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"AB"</ETag></Part></CompleteMultipartUpload>';
      const response = await fetch(`${base()}?uploadId=${uploadId}`, {
        method: 'POST',
        body: list,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('<Code>InvalidPart</Code>');
    });

    it('refuses a part number out of range and a key that is a path', async () => {
      const started = await fetch(`${base()}?uploads`, { method: 'POST' });
      const uploadId = /<UploadId>(\w+)<\/UploadId>/.exec(await started.text())?.[1];
      const out = await fetch(`${base()}?partNumber=0&uploadId=${uploadId}`, {
        method: 'PUT',
        body: 'x',
      });
      expect(out.status).toBe(400);
      const traversal = await fetch(
        `${lab.server().baseUrl}/__lab/object-store/expense-lab/%2e%2e%2fx?uploads`,
        { method: 'POST' },
      );
      expect(traversal.status).toBe(400);
    });
  });
});
