import type { HarDocument } from '../journal/journalToHar';
import { harProblems } from '../journal/testing/harProblems';
import { setUpClockedServer } from '../testing/setUpClockedServer';

describe('the journal admin API', () => {
  const lab = setUpClockedServer();

  async function getJson(path: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${lab.server.baseUrl}/__lab/requests${path}`);
    return { status: response.status, body: await response.json() };
  }

  const asWorker = (session: string) => ({ headers: { 'X-Lab-Session': session } });

  it('counts the requests that match a filter', async () => {
    await lab.server.request('/api/v1/organization/departments');
    await lab.server.request('/api/v1/organization/departments');
    await lab.server.request('/api/v1/organization/staffs/me');
    expect(await getJson('/count?path=/api/v1/organization/departments')).toEqual({
      status: 200,
      body: { count: 2 },
    });
    expect((await getJson('/count?method=POST')).body).toEqual({ count: 0 });
    expect((await getJson(`/count?since=${lab.now() + 1}`)).body).toEqual({ count: 0 });
  });

  it('verifies exact, at-least and at-most counts with 200 or 409', async () => {
    for (let index = 0; index < 3; index += 1) {
      await lab.server.request('/api/v1/organization/departments');
    }
    const path = 'path=/api/v1/organization/departments';
    expect(await getJson(`/verify?${path}&count=3`)).toEqual({
      status: 200,
      body: { ok: true, count: 3 },
    });
    expect(await getJson(`/verify?${path}&atLeast=2`)).toEqual({
      status: 200,
      body: { ok: true, count: 3 },
    });
    expect(await getJson(`/verify?${path}&atMost=2`)).toEqual({
      status: 409,
      body: { ok: false, count: 3, expected: { atMost: 2 } },
    });
    expect(await getJson(`/verify?${path}&count=4`)).toEqual({
      status: 409,
      body: { ok: false, count: 3, expected: { count: 4 } },
    });
  });

  it('refuses a verify without a bound and a count with a bad filter', async () => {
    expect((await getJson('/verify?path=/api')).status).toBe(400);
    expect((await getJson('/count?status=teapot')).status).toBe(400);
  });

  it('keeps each lab session to its own requests', async () => {
    await lab.server.request('/api/v1/organization/departments', asWorker('worker-1'));
    await lab.server.request('/api/v1/organization/departments', asWorker('worker-2'));
    await lab.server.request('/api/v1/organization/staffs/me', asWorker('worker-2'));
    expect((await getJson('/count?session=worker-2')).body).toEqual({ count: 2 });
    expect((await getJson('/verify?session=worker-1&count=1')).status).toBe(200);
    const listed = (await getJson('?session=worker-1')).body as {
      items: Array<{ session: string }>;
    };
    expect(listed.items.map((entry) => entry.session)).toEqual(['worker-1']);
  });

  it('filters by status code or class', async () => {
    await lab.server.request('/api/v1/organization/departments');
    await lab.server.request('/api/nobody/mocks/this');
    expect((await getJson('/count?status=404')).body).toEqual({ count: 1 });
    expect((await getJson('/count?status=2xx')).body).toEqual({ count: 1 });
  });

  it('lists the requests no mock route answered', async () => {
    await lab.server.request('/api/v1/organization/departments');
    await lab.server.request('/api/nobody/mocks/this?x=1');
    const { body } = await getJson('/unmatched');
    expect(body).toEqual({
      count: 1,
      items: [expect.objectContaining({ path: '/api/nobody/mocks/this', matched: false })],
    });
  });

  it('exports a valid HAR 1.2 document with secrets masked', async () => {
    await lab.server.request('/api/v1/organization/staffs/me?accessToken=tok-123456', {
      headers: { Authorization: 'Bearer 123456', Cookie: 'session=123456' },
    });
    await lab.server.request('/api/idp/public/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: 'refresh-123456', grantType: 'refresh_token' }),
    });
    await lab.server.request('/api/nobody/mocks/this');
    const { status, body } = await getJson('/har');
    expect(status).toBe(200);
    const har = body as HarDocument;
    expect(harProblems(har)).toEqual([]);
    expect(har.log.entries).toHaveLength(3);
    expect(har.log.entries[1].request.postData).toEqual({
      mimeType: 'application/json',
      text: expect.stringContaining('"refreshToken":"refr…"'),
    });
    expect(har.log.entries[0].request.url).toMatch(/\/staffs\/me\?accessToken=tok-%E2%80%A6$/);
    expect(JSON.stringify(har)).not.toContain('123456');
  });

  it('exports only the filtered entries as HAR', async () => {
    await lab.server.request('/api/v1/organization/departments', asWorker('worker-1'));
    await lab.server.request('/api/v1/organization/departments', asWorker('worker-2'));
    const har = (await getJson('/har?session=worker-2')).body as HarDocument;
    expect(har.log.entries.map((entry) => entry._labSession)).toEqual(['worker-2']);
  });
});
