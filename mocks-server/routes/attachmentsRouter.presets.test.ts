import { binaryBytes, postUpload } from '../uploads/testing/postUpload';
import { md5Mismatch, UPLOAD_CODES } from '../uploads/uploadErrors';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const UPLOAD_PATH = '/api/v1/attachment/attachments/uploadFile';

describe('the upload presets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const uploadIn = (session: string) =>
    postUpload(`${server.baseUrl}${UPLOAD_PATH}`, {
      bytes: binaryBytes(256),
      name: 'receipt.pdf',
      fields: { key: 'receipt1772352000000501.pdf', md5: '0'.repeat(32) },
      headers: { 'X-Lab-Session': session },
    });

  const activate = async (session: string, preset: string) => {
    const response = await server.request(`/__lab/scenarios/presets/${preset}/activate`, {
      method: 'POST',
      headers: { 'X-Lab-Session': session },
    });
    expect(response.status).toBe(200);
  };

  it.each([
    ['upload-413', 413, { code: UPLOAD_CODES.tooLarge, message: 'Request Entity Too Large' }],
    ['upload-500', 500, { code: 'error:common:internal', message: 'file upload failed' }],
    ['upload-md5-mismatch', 400, { code: md5Mismatch().code, message: md5Mismatch().message }],
  ])(
    '%s answers a real multipart upload as the presets README says',
    async (preset, status, error) => {
      await activate(preset, preset);
      const answer = await uploadIn(preset);
      expect(answer.status).toBe(status);
      expect(answer.json).toEqual({ error });
      expect(answer.headers.get('x-lab-scenario')).toBe(`${preset}@Started`);
    },
  );

  it('leaves other lab sessions to the real upload route', async () => {
    await activate('preset-on', 'upload-500');
    const answer = await uploadIn('preset-off');
    expect(answer.headers.get('x-lab-scenario')).toBeNull();
  });

  it('upload-500-once fails the first upload only, so a retry reaches the real route', async () => {
    await activate('once', 'upload-500-once');
    const plainUpload = () =>
      postUpload(`${server.baseUrl}${UPLOAD_PATH}`, {
        bytes: binaryBytes(256),
        name: 'receipt.pdf',
        headers: { 'X-Lab-Session': 'once' },
      });
    expect((await plainUpload()).status).toBe(500);
    const retried = await plainUpload();
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ value: { fileName: 'receipt.pdf' } });
  });

  it('upload-token-failure answers the token call with 500 in the error envelope', async () => {
    await activate('token', 'upload-token-failure');
    const response = await server.request('/api/v1/attachment/attachments/token', {
      headers: { 'X-Lab-Session': 'token' },
    });
    expect(response.status).toBe(500);
    expect(JSON.parse(response.text)).toEqual({
      error: { code: 'error:common:internal', message: 'upload token unavailable' },
    });
  });
});
