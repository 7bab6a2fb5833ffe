import { binaryBytes, postUpload } from '../uploads/testing/postUpload';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const UPLOAD_PATH = '/api/v1/attachment/attachments/uploadFile';

describe('the mid-upload presets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const activate = async (session: string, preset: string) => {
    const response = await server.request(`/__lab/scenarios/presets/${preset}/activate`, {
      method: 'POST',
      headers: { 'X-Lab-Session': session },
    });
    expect(response.status).toBe(200);
  };

  const upload = (session: string, size = 2 * 1024 * 1024) =>
    postUpload(`${server.baseUrl}${UPLOAD_PATH}`, {
      bytes: binaryBytes(size),
      name: 'receipt.pdf',
      headers: { 'X-Lab-Session': session },
    });

  it('upload-reset-at-50 resets every upload part-way until the link is back, then stores', async () => {
    await activate('reset', 'upload-reset-at-50');
    await expect(upload('reset')).rejects.toThrow();
    await expect(upload('reset')).rejects.toThrow();
    const linkBack = await server.request('/__lab/scenarios/upload-reset-at-50/state', {
      method: 'PUT',
      headers: { 'X-Lab-Session': 'reset', 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'link-back' }),
    });
    expect(linkBack.status).toBe(200);
    const retried = await upload('reset');
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ value: { fileName: 'receipt.pdf' } });
  });

  it('upload-401-mid-upload answers the first upload 401 access-token-expired, then stores', async () => {
    await activate('expired', 'upload-401-mid-upload');
    const first = await upload('expired');
    expect(first.status).toBe(401);
    expect(first.json).toEqual({
      error: { code: 'error:common:access-token-expired', message: 'access token expired' },
    });
    expect((await upload('expired')).status).toBe(200);
  });

  it('upload-slow-link lets the real route store the file after reading it slowly', async () => {
    await activate('slow', 'upload-slow-link');
    const answer = await upload('slow', 64 * 1024);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-lab-scenario')).toBe('upload-slow-link@Started');
    expect(answer.json).toMatchObject({ value: { fileName: 'receipt.pdf' } });
  });
});
