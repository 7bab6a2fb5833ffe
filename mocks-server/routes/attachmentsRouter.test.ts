import type { UploadedFile } from '../uploads/handleUploadFile';
import { binaryBytes, postUpload } from '../uploads/testing/postUpload';
import { useUploadServer } from '../uploads/testing/useUploadServer';

const UPLOAD_PATH = '/api/v1/attachment/attachments/uploadFile';

describe('the attachments router', () => {
  const lab = useUploadServer();

  const upload = (name: string, fields: Record<string, string> = {}) =>
    postUpload(`${lab.server().baseUrl}${UPLOAD_PATH}`, {
      bytes: binaryBytes(4096),
      name,
      type: 'application/pdf',
      fields,
    });

  describe('when a file is uploaded', () => {
    it('answers the attachment with a url on this server', async () => {
      const answer = await upload('发票 03.pdf', { key: 'fapiao1772352000000501.pdf', token: 't' });
      expect(answer.status).toBe(200);
      const { value } = answer.json as { value: UploadedFile };
      expect(value).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        key: 'fapiao1772352000000501.pdf',
        url: `/api/v1/attachment/attachments/files/${value.id}`,
        thumbUrl: value.url,
        fileName: '发票 03.pdf',
        size: 4096,
      });
    });

    it('serves the same bytes back with the accesstoken header and a timestamp query', async () => {
      const { value } = (await upload('scan.pdf')).json as { value: UploadedFile };
      const response = await fetch(`${lab.server().baseUrl}${value.url}?timestamp=1772352000000`, {
        headers: { accesstoken: 'lab-token' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(binaryBytes(4096));
    });

    it('names the download in RFC 5987 form', async () => {
      const { value } = (await upload('发票.pdf')).json as { value: UploadedFile };
      const response = await fetch(`${lab.server().baseUrl}${value.url}`);
      await response.arrayBuffer();
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="__.pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf`,
      );
    });

    it('makes the spec key when the client sent none', async () => {
      const { value } = (await upload('my receipt.pdf')).json as { value: UploadedFile };
      expect(value.key).toBe('myreceipt1772352000000501.pdf');
    });

    it('names the attachment by x:originalname when sent', async () => {
      const answer = await upload('blob.pdf', { 'x:originalname': '住宿 发票.pdf' });
      expect((answer.json as { value: UploadedFile }).value.fileName).toBe('住宿 发票.pdf');
    });

    it('journals the fields with the token masked, and the file without its bytes', async () => {
      lab.server().journal.clear();
      await upload('scan.pdf', { token: 'upload-token-123', uploadType: 'ALIOSS' });
      const [entry] = lab.server().journal.entries({ path: UPLOAD_PATH });
      expect(JSON.parse(entry.body?.preview ?? 'null')).toEqual({
        token: 'uplo…',
        uploadType: 'ALIOSS',
        files: [{ name: 'scan.pdf', type: 'application/pdf', size: 4096 }],
      });
    });
  });

  describe('when a file is asked for that the lab does not have', () => {
    it.each(['00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc%2Fpasswd', 'x'])(
      'answers 404 for %s',
      async (id) => {
        const response = await fetch(
          `${lab.server().baseUrl}/api/v1/attachment/attachments/files/${id}`,
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          error: { code: 'error:attachment:not-found' },
        });
      },
    );
  });

  describe('the upload token', () => {
    it('names no storage without tenant data: the server keeps the files itself', async () => {
      const response = await fetch(`${lab.server().baseUrl}/api/v1/attachment/attachments/token`);
      expect(await response.json()).toEqual({ value: null });
    });
  });
});
