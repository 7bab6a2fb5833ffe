import { startTestServer, type TestServer } from '../../../mocks-server/testing/startTestServer';

describe('the lab controls working together in one mock server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 5 });
  });
  afterAll(() => server.close());
  beforeEach(() => server.mock.reset());

  const post = (path: string, body: unknown, session = 'qa-1') =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lab-session': session },
      body: JSON.stringify(body),
    });

  it('answers from an activated preset in its session only, and the journal names the scenario', async () => {
    expect((await post('/__lab/scenarios/presets/session-401/activate', {})).status).toBe(200);
    const mine = await fetch(`${server.baseUrl}/api/account/v2/session`, {
      headers: { 'x-lab-session': 'qa-1' },
    });
    const theirs = await fetch(`${server.baseUrl}/api/account/v2/session`, {
      headers: { 'x-lab-session': 'qa-2' },
    });
    expect(mine.status).toBe(401);
    expect(theirs.status).toBe(200);
    const journal = await (await fetch(`${server.baseUrl}/__lab/requests?session=qa-1`)).json();
    expect(journal.items.at(-1).scenario).toMatch(/@/);
  });

  it('journals a request that a reset fault cut off', async () => {
    await post('/__lab/faults', {
      match: { path: '/api/v1/organization/departments' },
      fault: { type: 'reset' },
    });
    await expect(
      fetch(`${server.baseUrl}/api/v1/organization/departments`, {
        headers: { 'x-lab-session': 'qa-1' },
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const journal = await (
      await fetch(`${server.baseUrl}/__lab/requests?path=/api/v1/organization/departments`)
    ).json();
    expect(journal.items.map((entry: { status: number }) => entry.status)).toEqual([0]);
  });
});
