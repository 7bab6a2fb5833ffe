import type { ListResponse } from '../data/types';
import type { AddedFault } from './faultAdminRouter';
import type { ActiveFault } from './FaultDefinition';
import { BILLS_TEXT, startFaultTestApp } from './startFaultTestApp';
import type { FaultTestApp } from './startFaultTestApp';

const empty = { match: { path: '/api/bills' }, fault: { type: 'empty' } };

describe('the fault admin API', () => {
  let app: FaultTestApp;

  beforeEach(async () => {
    app = await startFaultTestApp();
  });

  afterEach(() => app.close());

  function admin(path: string, init: RequestInit = {}, session = 'default'): Promise<Response> {
    return fetch(`${app.baseUrl}/__lab/faults${path}`, {
      ...init,
      headers: { 'X-Lab-Session': session, ...init.headers },
    });
  }

  async function listed(session = 'default'): Promise<ListResponse<ActiveFault>> {
    return (await (await admin('/', {}, session)).json()) as ListResponse<ActiveFault>;
  }

  function bills(session: string): Promise<string> {
    return fetch(`${app.baseUrl}/api/bills`, { headers: { 'X-Lab-Session': session } }).then(
      (response) => response.text(),
    );
  }

  it('adds a fault, returns its id and lists it with its remaining firings', async () => {
    const response = await app.addFault({ ...empty, fire: { mode: 'times', n: 2 } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as AddedFault;
    await bills('default');
    expect(await listed()).toEqual({
      items: [
        {
          ...empty,
          id,
          scope: 'session',
          session: 'default',
          fire: { mode: 'times', n: 2 },
          remaining: 1,
          fired: 1,
        },
      ],
      count: 1,
    });
  });

  it('applies a session fault only to requests of that session, header or cookie', async () => {
    await app.addFault(empty, 'alice');
    expect(await bills('alice')).toBe('');
    expect(await bills('bob')).toBe(BILLS_TEXT);
    const viaCookie = await fetch(`${app.baseUrl}/api/bills`, {
      headers: { Cookie: 'lab-session=alice' },
    });
    expect(await viaCookie.text()).toBe('');
    expect((await listed('bob')).count).toBe(0);
  });

  it('applies a global fault to every session and lists it everywhere', async () => {
    await app.addFault({ ...empty, scope: 'global' }, 'alice');
    expect(await bills('bob')).toBe('');
    expect((await listed('bob')).items[0]).toMatchObject({ scope: 'global' });
  });

  it('removes one fault by id, and says so when there is none', async () => {
    const { id } = (await (await app.addFault(empty)).json()) as AddedFault;
    expect((await admin(`/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await bills('default')).toBe(BILLS_TEXT);
    const missing = await admin(`/${id}`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'error:lab:no-fault' } });
  });

  it("clears this session's faults, or the global ones with scope=global", async () => {
    await app.addFault(empty, 'alice');
    await app.addFault(empty, 'bob');
    await app.addFault({ ...empty, scope: 'global' });
    expect(await (await admin('/', { method: 'DELETE' }, 'alice')).json()).toEqual({
      removed: 1,
      scope: 'session',
    });
    expect((await listed('bob')).count).toBe(2);
    expect(await (await admin('/?scope=global', { method: 'DELETE' })).json()).toEqual({
      removed: 1,
      scope: 'global',
    });
    expect((await listed('bob')).count).toBe(1);
    expect((await admin('/?scope=everyone', { method: 'DELETE' })).status).toBe(400);
  });

  it('never faults the lab admin paths, so a fault can always be removed', async () => {
    await app.addFault({ match: { path: '/' }, scope: 'global', fault: { type: 'reset' } });
    await app.addFault({ match: { path: '/^.*$/' }, scope: 'global', fault: { type: 'hang' } });
    expect((await fetch(`${app.baseUrl}/__lab/health`)).status).toBe(200);
    expect((await listed()).count).toBe(2);
    expect((await admin('/?scope=global', { method: 'DELETE' })).status).toBe(200);
    expect(await bills('default')).toBe(BILLS_TEXT);
  });

  it('refuses a bad definition with the bad-fault envelope and the reason', async () => {
    const response = await app.addFault({ match: { path: '/api' }, fault: { type: 'slow' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('error:lab:bad-fault');
    expect(body.error.message).toContain('fault.type must be one of');
  });

  it('refuses a body that is not JSON with the bad-fault envelope', async () => {
    const response = await admin('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"match":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'error:lab:bad-fault' } });
  });
});
