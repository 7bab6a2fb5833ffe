import { fakeTransport, formFields } from '../testing/fakeTransport';
import { deps, job, KEY, pdf, token } from '../testing/uploadFixtures';
import { uploadOne } from './uploadOne';

describe('uploadOne', () => {
  describe('when posting multipart to uploadFile', () => {
    it('sends the data fields and the file, and reads the stored attachment', async () => {
      const transport = fakeTransport(() => ({
        data: { value: { id: 'f1', key: KEY, url: '/files/f1', thumbUrl: '/thumbs/f1' } },
      }));
      const progress = jest.fn();
      const result = await uploadOne(deps({ transport }), {
        ...job({ kind: 'multipart' }),
        onProgress: progress,
      });
      expect(result).toEqual({
        fileId: { id: 'f1', key: KEY, url: '/files/f1', thumbUrl: '/thumbs/f1' },
        fileName: 'taxi receipt.pdf',
      });
      const [sent] = transport.requests;
      expect(sent).toMatchObject({ method: 'POST', url: '/v1/attachment/attachments/uploadFile' });
      expect(formFields(sent.body)).toEqual({
        key: KEY,
        'x:originalname': 'taxi receipt.pdf',
        isCompress: 'false',
        quality: '0.8',
        useRetry: 'false',
        useSimpleUploadRetry: 'false',
        useMultipartUpload: 'false',
      });
      expect((sent.body as FormData).get('file')).toBeInstanceOf(Blob);
      expect(progress).toHaveBeenLastCalledWith(100, 100);
    });

    it('names the file by its key when the answer is empty', async () => {
      const result = await uploadOne(deps(), job({ kind: 'multipart' }));
      expect(result.fileId).toEqual({ id: KEY, key: KEY, url: '', thumbUrl: '' });
    });
  });

  describe('when posting a form to an action url', () => {
    it('sends only key, x:originalname and token with the file', async () => {
      const transport = fakeTransport();
      await uploadOne(deps({ transport }), job({ kind: 'form', action: '/upload', token: 'tk' }));
      expect(transport.requests[0].url).toBe('/upload');
      expect(formFields(transport.requests[0].body)).toEqual({
        key: KEY,
        'x:originalname': 'taxi receipt.pdf',
        token: 'tk',
      });
    });
  });

  describe('when putting to the object-store path', () => {
    const objectUrl = `${token.endpoint}/expense-lab/${KEY}`;

    it('puts the bytes under bucket and key and answers the object address', async () => {
      const transport = fakeTransport();
      const result = await uploadOne(deps({ transport }), job({ kind: 'put' }));
      expect(transport.requests[0]).toMatchObject({ method: 'PUT', url: objectUrl, body: pdf });
      expect(result.fileId.url).toBe(objectUrl);
    });

    it('accepts a minio upload whose ETag is the file MD5', async () => {
      const transport = fakeTransport(() => ({ headers: { etag: '"ABC123"' } }));
      const result = await uploadOne(
        deps({ transport }),
        job({ kind: 'put', uploadType: 'minio' }),
      );
      expect(result.fileId.key).toBe(KEY);
    });

    it('hashes a minio upload under the upload’s signal, so cancelling the upload stops the hash', async () => {
      const controller = new AbortController();
      let hashSignal: AbortSignal | undefined;
      const md5 = jest.fn(
        (_file: Blob, options?: { signal?: AbortSignal }) =>
          new Promise<string>((_resolve, reject) => {
            hashSignal = options?.signal;
            hashSignal?.addEventListener('abort', () => reject(new Error('hash cancelled')));
          }),
      );
      const transport = fakeTransport(() => ({ headers: { etag: '"abc123"' } }));
      const uploading = uploadOne(deps({ transport, md5 }), {
        ...job({ kind: 'put', uploadType: 'minio' }),
        signal: controller.signal,
      });
      await Promise.resolve();
      controller.abort();
      await expect(uploading).rejects.toThrow();
      expect(md5).toHaveBeenCalledWith(pdf, expect.anything());
      expect(hashSignal?.aborted).toBe(true);
    });

    it('fails a minio upload whose ETag differs with the spec message', async () => {
      const transport = fakeTransport(() => ({ headers: { etag: '"ffff"' } }));
      await expect(
        uploadOne(deps({ transport }), job({ kind: 'put', uploadType: 'minio' })),
      ).rejects.toMatchObject({
        code: 'md5-mismatch',
        message: 'file upload failed, reason: file MD5 mismatch',
      });
    });
  });

  describe('when the host app uploads the file itself', () => {
    it('hands the host the data fields with its own file path', async () => {
      const proxyRequest = jest.fn().mockResolvedValue({ value: { id: 'n1', url: '/f/n1' } });
      const result = await uploadOne(deps({ host: { proxyRequest } }), {
        ...job({ kind: 'native' }),
        filePath: 'wxfile://tmp/1.pdf',
      });
      expect(proxyRequest.mock.calls[0][0].data).toMatchObject({
        key: KEY,
        filePath: 'wxfile://tmp/1.pdf',
      });
      expect(result.fileId.id).toBe('n1');
    });

    it('fails with the spec message for a file the host did not pick', async () => {
      const proxyRequest = jest.fn();
      await expect(
        uploadOne(deps({ host: { proxyRequest } }), job({ kind: 'native' })),
      ).rejects.toThrow('file upload failed');
      expect(proxyRequest).not.toHaveBeenCalled();
    });
  });
});
