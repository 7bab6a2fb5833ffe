import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('the fake document preview host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const view = (query: Record<string, string>) =>
    server.request(`/__lab/preview/view/url?${new URLSearchParams(query).toString()}`);

  it('shows the file name and tiles the watermark, escaped', async () => {
    const answer = await view({
      url: 'http://127.0.0.1/__lab/files/f1',
      name: '发票<b>.pdf',
      watermark: '李雷 E0001',
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<strong data-file-name>发票&lt;b&gt;.pdf</strong>');
    expect(answer.text).toContain('data-watermark="李雷 E0001"');
    expect(answer.text.match(/<span>李雷 E0001<\/span>/g)).toHaveLength(9);
  });

  it('says so when the address or the name is missing', async () => {
    const answer = await view({ name: 'a.pdf' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('缺少文件地址或文件名');
  });

  it('is journaled as one of the app’s own calls', async () => {
    await view({ url: '/f', name: 'a.pdf', watermark: 'w' });
    const entries = server.mock.journal.entries({ path: '/__lab/preview/' });
    expect(entries.at(-1)?.query).toMatchObject({ name: 'a.pdf', watermark: 'w' });
  });
});
