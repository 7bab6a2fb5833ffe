import { createHash } from 'node:crypto';
import { binaryBytes, listFiles, postUpload } from '../uploads/testing/postUpload';
import { useUploadServer } from '../uploads/testing/useUploadServer';

const UPLOAD_PATH = '/api/v1/attachment/attachments/uploadFile';
const MAX_BYTES = 1000;

describe('the upload limits and checks', () => {
  const lab = useUploadServer({ maxBytes: MAX_BYTES });
  const url = () => `${lab.server().baseUrl}${UPLOAD_PATH}`;

  const upload = (name: string, length: number, fields: Record<string, string> = {}) =>
    postUpload(url(), { bytes: binaryBytes(length), name, fields });

  describe('when the file is too large', () => {
    it('accepts exactly the limit', async () => {
      expect((await upload('max.bin', MAX_BYTES)).status).toBe(200);
    });

    it('answers 413 in the error envelope one byte over', async () => {
      expect(await upload('over.bin', MAX_BYTES + 1)).toMatchObject({
        status: 413,
        json: {
          error: {
            code: 'error:attachment:too-large',
            message: expect.stringContaining('0.001 MB'),
          },
        },
      });
    });

    it('answers 413 for a body far past the limit without keeping any of it', async () => {
      const before = listFiles(lab.root());
      expect((await upload('huge.bin', 200 * 1024)).status).toBe(413);
      expect(listFiles(lab.root())).toEqual(before);
    });
  });

  describe('when the form carries an md5', () => {
    const md5 = (length: number) => createHash('md5').update(binaryBytes(length)).digest('hex');

    it('accepts the matching checksum, in any case', async () => {
      expect((await upload('ok.bin', 64, { md5: md5(64).toUpperCase() })).status).toBe(200);
    });

    it('refuses a different checksum and keeps nothing', async () => {
      const before = listFiles(lab.root());
      expect(await upload('bad.bin', 64, { md5: md5(65) })).toMatchObject({
        status: 400,
        json: { error: { code: 'error:attachment:md5-mismatch' } },
      });
      expect(listFiles(lab.root())).toEqual(before);
    });
  });

  describe('when the request is not one file in multipart', () => {
    it('answers 415 to a JSON body', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"file":"x"}',
      });
      expect(response.status).toBe(415);
    });

    it('answers 400 to a form without a file', async () => {
      const form = new FormData();
      form.append('key', 'k.pdf');
      const response = await fetch(url(), { method: 'POST', body: form });
      expect(await response.json()).toMatchObject({
        error: { code: 'error:attachment:missing-file' },
      });
    });

    it('answers 400 to a broken multipart body', async () => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nno end',
      });
      expect(await response.json()).toMatchObject({
        error: { code: 'error:attachment:bad-multipart' },
      });
    });
  });
});
