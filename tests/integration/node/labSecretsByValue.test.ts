import { startTestServer, type TestServer } from '../../../mocks-server/testing/startTestServer';

describe('credentials the lab issued, in what the lab shows people', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const staffOf = () => {
    const staff = server.mock.state.staffs[0];
    return { host: 'web', corporationId: staff.corporationId, staffId: staff.id };
  };

  async function shown(): Promise<string> {
    const journal = await server.request('/__lab/requests?limit=500');
    const har = await server.request('/__lab/requests/har');
    return `${journal.text}\n${har.text}`;
  }

  it('never shows an access token that comes back as a session id', async () => {
    const { accessToken } = server.mock.grants.issueTokens(staffOf());
    const session = await server.request(`/api/account/v2/session?accessToken=${accessToken}`);
    expect(session.text).toContain(accessToken);
    expect(await shown()).not.toContain(accessToken);
  });

  it('never shows a single-use code or the tokens it was exchanged for', async () => {
    const code = server.mock.grants.issueCode(staffOf());
    const answer = await server.request('/api/idp/public/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'client-app', grantType: 'authorization_code', code }),
    });
    const issued = [...answer.text.matchAll(/lab-(?:at|rt)-[0-9a-f]{24}/g)].map(([token]) => token);
    expect(issued.length).toBeGreaterThanOrEqual(2);
    const text = await shown();
    for (const secret of [code, ...issued]) expect(text).not.toContain(secret);
  });
});
