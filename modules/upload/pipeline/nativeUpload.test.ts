import { createUploadApi } from '../api';
import { fakeTransport } from '../testing/fakeTransport';
import { nativeUpload } from './nativeUpload';

const fields = { key: 'k1.jpg', 'x:originalname': 'photo.jpg', filePath: 'wxfile://tmp/1.jpg' };

describe('nativeUpload', () => {
  it('asks the host to post the picked file path with the data fields', async () => {
    const proxyRequest = jest.fn().mockResolvedValue({ value: { id: 'n1', url: '/f/n1' } });
    const result = await nativeUpload({ proxyRequest }, fields);
    expect(proxyRequest).toHaveBeenCalledWith({
      url: '/api/v1/attachment/attachments/uploadFile',
      method: 'POST',
      serializer: 'form',
      data: fields,
    });
    expect(result).toEqual({
      fileId: { id: 'n1', key: 'k1.jpg', url: '/f/n1', thumbUrl: '/f/n1' },
      fileName: 'photo.jpg',
    });
  });

  it('fails with the spec fallback message whatever the host says', async () => {
    const proxyRequest = jest.fn().mockRejectedValue({ errMsg: 'native: boom' });
    await expect(nativeUpload({ proxyRequest }, fields)).rejects.toMatchObject({
      code: 'failed',
      message: 'file upload failed',
    });
  });

  describe('when the host never answers', () => {
    it('gives up after 60 s with the same message', async () => {
      jest.useFakeTimers();
      try {
        const pending = nativeUpload({ proxyRequest: () => new Promise(() => undefined) }, fields);
        const settled = expect(pending).rejects.toMatchObject({
          code: 'timeout',
          message: 'file upload failed',
        });
        let rejected = false;
        pending.catch(() => {
          rejected = true;
        });
        jest.advanceTimersByTime(59_999);
        await Promise.resolve();
        expect(rejected).toBe(false);
        jest.advanceTimersByTime(1);
        await settled;
      } finally {
        jest.useRealTimers();
      }
    });
  });
});

describe('the upload token call', () => {
  it('fails as a token error when the lab answers 500 or gives incomplete data', async () => {
    const failing = createUploadApi(
      fakeTransport(() => Object.assign(new Error('upload token unavailable'), { status: 500 })),
    );
    await expect(failing.fetchToken()).rejects.toMatchObject({ code: 'token', status: 500 });
    const partial = createUploadApi(fakeTransport(() => ({ data: { value: { bucket: 'b' } } })));
    await expect(partial.fetchToken()).rejects.toMatchObject({ code: 'token' });
  });
});
