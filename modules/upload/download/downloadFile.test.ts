import { fakeTransport } from '../testing/fakeTransport';
import { downloadFile, previewUrl } from './downloadFile';

describe('downloadFile', () => {
  it('asks for a blob with the access token header and a timestamp', async () => {
    const blob = new Blob(['pdf']);
    const transport = fakeTransport(() => ({ data: blob }));
    expect(await downloadFile(transport, '/api/files/1', 'tok', () => 42)).toBe(blob);
    expect(transport.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/files/1',
      params: { timestamp: 42 },
      headers: { accesstoken: 'tok' },
      responseType: 'blob',
    });
  });

  it('fails with a clear error when the answer is not a file', async () => {
    const transport = fakeTransport(() => ({ data: { error: 'x' } }));
    await expect(downloadFile(transport, '/f', null)).rejects.toThrow('file download failed');
    expect(transport.requests[0].headers).toBeUndefined();
  });
});

describe('previewUrl', () => {
  it('encodes the address and the name, and adds a watermark only when given', () => {
    expect(
      previewUrl('https://preview.test/', { url: 'https://f.test/a b.pdf', name: '发票&1.pdf' }),
    ).toBe(
      'https://preview.test/view/url?url=https%3A%2F%2Ff.test%2Fa+b.pdf&name=%E5%8F%91%E7%A5%A8%261.pdf',
    );
    expect(previewUrl('', { url: 'u', name: 'n', watermark: '张三' })).toBe(
      '/view/url?url=u&name=n&watermark=%E5%BC%A0%E4%B8%89',
    );
  });
});
