import type { JournalEntry } from '../journal/RequestJournal';
import type { ListResponse } from '../data/types';
import { setUpClockedServer } from '../testing/setUpClockedServer';

describe('the lab admin API', () => {
  const lab = setUpClockedServer();

  async function requests(query = ''): Promise<ListResponse<JournalEntry>> {
    const response = await fetch(`${lab.server.baseUrl}/__lab/requests${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListResponse<JournalEntry>;
  }

  it('reports health with the seed and uptime', async () => {
    lab.advance(1500);
    const response = await fetch(`${lab.server.baseUrl}/__lab/health`);
    expect(await response.json()).toEqual({ status: 'ok', seed: 42, uptimeMs: 1500 });
  });

  it('regenerates data and clears the journal on reset', async () => {
    await lab.server.request('/api/v1/organization/departments');
    const before = lab.server.mock.state;
    const response = await fetch(`${lab.server.baseUrl}/__lab/reset`, { method: 'POST' });
    expect(await response.json()).toEqual({ status: 'reset', seed: 42, generatedAt: lab.now() });
    expect(lab.server.mock.state).not.toBe(before);
    expect(lab.server.mock.state).toEqual(before);
    expect((await requests()).count).toBe(0);
  });

  it('lists journal entries newest last with their count', async () => {
    await lab.server.request('/api/v1/organization/departments');
    await lab.server.request('/api/v1/organization/staffs/me');
    const body = await requests();
    expect(body.count).toBe(2);
    expect(body.items.map((entry) => entry.path)).toEqual([
      '/api/v1/organization/departments',
      '/api/v1/organization/staffs/me',
    ]);
  });

  it('filters by method, path prefix, path pattern, time and unmatched', async () => {
    await lab.server.request('/api/v1/organization/departments');
    lab.advance(10_000);
    await lab.server.request('/api/v1/nowhere/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((await requests('?method=post')).count).toBe(1);
    expect((await requests('?path=/api/v1/organization')).count).toBe(1);
    expect((await requests(`?path=${encodeURIComponent('/search$/')}`)).count).toBe(1);
    expect((await requests(`?since=${lab.now()}`)).items[0].method).toBe('POST');
    expect((await requests('?unmatched=true')).items[0].path).toMatch(/search$/);
    expect((await requests('?method=GET&unmatched=true')).count).toBe(0);
  });

  it('rejects a bad filter with a 400 envelope', async () => {
    const response = await fetch(`${lab.server.baseUrl}/__lab/requests?since=soon`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:bad-filter', message: expect.stringContaining('since') },
    });
  });

  it('clears the journal on DELETE', async () => {
    await lab.server.request('/api/v1/organization/departments');
    const response = await fetch(`${lab.server.baseUrl}/__lab/requests`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await requests()).count).toBe(0);
  });
});
