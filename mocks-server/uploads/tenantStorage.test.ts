import { startTestServer, type TestServer } from '../testing/startTestServer';

const TOKEN_PATH = '/api/v1/attachment/attachments/token';

describe('tenant storage in the lab', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const asTenant = (corporationId: string) => ({
    headers: { cookie: `lab-tenant=${corporationId}` },
  });
  const tokenFor = async (corporationId: string) =>
    JSON.parse((await server.request(TOKEN_PATH, asTenant(corporationId))).text).value;
  const tenants = () => server.mock.state.tenants;

  it('gives every seeded tenant its own storage, so every upload path has a tenant', async () => {
    const [group, aliyun, minio, form] = tenants();
    expect(await tokenFor(group.corporationId)).toBeNull();
    expect(await tokenFor(aliyun.corporationId)).toMatchObject({
      uploadType: 'ALIOSS',
      bucket: 'expense-lab',
      endpoint: `${server.baseUrl}/__lab/object-store`,
      securityToken: expect.stringMatching(/^lab-sts-/),
    });
    expect(await tokenFor(minio.corporationId)).toMatchObject({ uploadType: 'minio' });
    expect(await tokenFor(form.corporationId)).toEqual({
      uploadType: 'HUAYU',
      action: `${server.baseUrl}/__lab/form-store/upload`,
      token: expect.stringMatching(/^lab-form-/),
    });
  });

  describe('the form storage', () => {
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
      return server.request('/__lab/form-store/upload', { method: 'POST', body });
    };

    it('stores a file posted with key, x:originalname and an issued token', async () => {
      const { token } = await tokenFor(tenants()[3].corporationId);
      const answer = await post({ key: 'a1772352000000501.pdf', 'x:originalname': 'a.pdf', token });
      expect(answer.status).toBe(200);
      const { value } = JSON.parse(answer.text);
      expect(value).toMatchObject({ key: 'a1772352000000501.pdf', fileName: 'a.pdf' });
      expect((await server.request(value.url)).text).toBe('%PDF-1.4');
    });

    it('refuses a token it did not issue', async () => {
      for (const token of ['', 'lab-form-abc.def', 'anything']) {
        const answer = await post({ key: 'k.pdf', 'x:originalname': 'a.pdf', token });
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.text).error.code).toBe('error:attachment:bad-token');
      }
    });
  });
});
