import { fakeTransport, formFields } from '../testing/fakeTransport';
import { deps, job, KEY, pdf } from '../testing/uploadFixtures';
import type { OssConstructor } from './ossUpload';
import { uploadOne } from './uploadOne';

describe('uploadOne', () => {
  describe('when uploading straight to cloud storage', () => {
    function fakeOss() {
      const calls: { method: string; name: string; options: unknown }[] = [];
      const made: unknown[] = [];
      class FakeOss {
        constructor(options: unknown) {
          made.push(options);
        }
        async multipartUpload(name: string, _file: Blob, options: { progress(p: number): void }) {
          options.progress(0.5);
          calls.push({ method: 'multipartUpload', name, options });
        }
        async put(name: string, _file: Blob, options: unknown) {
          calls.push({ method: 'put', name, options });
        }
        cancel() {}
      }
      return { calls, made, load: async () => FakeOss as unknown as OssConstructor };
    }

    it('uses multipart with the token data and a 120 s timeout', async () => {
      const oss = fakeOss();
      const progress = jest.fn();
      await uploadOne(deps({ loadOss: oss.load }), {
        ...job({ kind: 'oss' }),
        onProgress: progress,
      });
      expect(oss.made[0]).toMatchObject({
        accessKeyId: 'AK',
        stsToken: 'STS',
        bucket: 'expense-lab',
        endpoint: 'http://127.0.0.1:4510',
        cname: true,
        timeout: 120000,
      });
      expect(oss.calls[0]).toMatchObject({
        method: 'multipartUpload',
        name: `__lab/object-store/expense-lab/${KEY}`,
        options: { timeout: 120000 },
      });
      expect(progress).toHaveBeenCalledWith(Math.round(pdf.size / 2), pdf.size);
    });

    it('uses a simple put when retrying', async () => {
      const oss = fakeOss();
      await uploadOne(deps({ loadOss: oss.load }), job({ kind: 'oss' }, true));
      expect(oss.calls.map((call) => call.method)).toEqual(['put']);
    });

    it('fails as a token error when the token cannot be had', async () => {
      const failing = deps({ fetchToken: () => Promise.reject(new Error('no token')) });
      await expect(uploadOne(failing, job({ kind: 'oss' }))).rejects.toThrow('no token');
    });
  });

  describe('when a large photo is picked', () => {
    it('compresses it at quality 0.8 and says so in the fields', async () => {
      const big = new File([new Uint8Array(8_388_608)], 'scan.JPG', { type: 'image/jpeg' });
      const encode = jest.fn(async () => new Blob(['small']));
      const transport = fakeTransport();
      await uploadOne(deps({ transport, encode }), {
        ...job({ kind: 'multipart' }),
        file: big,
        fileName: big.name,
      });
      expect(encode).toHaveBeenCalledWith(big, 0.8);
      expect(formFields(transport.requests[0].body).isCompress).toBe('true');
    });

    it('leaves a photo one byte under the threshold alone', async () => {
      const small = new File([new Uint8Array(8_388_607)], 'scan.png', { type: 'image/png' });
      const encode = jest.fn(async () => new Blob(['small']));
      await uploadOne(deps({ encode }), {
        ...job({ kind: 'multipart' }),
        file: small,
        fileName: small.name,
      });
      expect(encode).not.toHaveBeenCalled();
    });
  });
});
