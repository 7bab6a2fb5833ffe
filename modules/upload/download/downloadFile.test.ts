import { fakeTransport } from '../testing/fakeTransport';
import { downloadFile } from './downloadFile';

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
