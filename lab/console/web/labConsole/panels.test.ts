import { FakeLabApi } from '../../testing/FakeLabApi';
import { fakeLabRoutes, HOSTILE } from '../../testing/labConsoleFakes';
import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

const entry = (id: number, method: string, path: string, status: number) => ({
  id,
  timestamp: 1_700_000_000_000 + id,
  session: 'qa-1',
  method,
  path,
  status,
  scenario: null,
  durationMs: 3,
});

const JOURNAL = [
  entry(1, 'GET', '/api/v1/bills', 200),
  entry(2, 'POST', '/api/v1/attachments', 413),
  entry(3, 'GET', `/api/v1/${HOSTILE}`, 404),
];

describe('the lab console live panels', () => {
  let page: LabConsoleDom;
  let api: FakeLabApi;
  const rows = (id: string) =>
    [...page.byId(id).querySelectorAll('tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );

  beforeEach(async () => {
    api = new FakeLabApi(fakeLabRoutes());
    api.answer('GET /__lab/requests', { body: { items: JOURNAL, count: 3 } });
    page = await openLabConsoleDom({ api, cookie: 'lab-session=qa-1' });
  });
  afterEach(() => page.dom.window.close());

  it('says the app is not loaded until the frame’s probe answers, then lists its micro-apps', async () => {
    expect(page.byId('apps-summary').textContent).toBe('App not loaded.');
    page.byId<HTMLButtonElement>('open-app').click();
    const win = page.byId<HTMLIFrameElement>('lab-app-frame').contentWindow as unknown as {
      __expenseLab: unknown;
    };
    win.__expenseLab = {
      microApps: () => [
        { name: 'bills', status: 'MOUNTED', attempts: 1, lastError: null },
        { name: HOSTILE, status: 'LOAD_ERROR', attempts: 3, lastError: 'bundle 404' },
      ],
    };
    page.tick();
    await page.settle();
    expect(page.byId('apps-summary').textContent).toBe('2 micro-apps: 1 MOUNTED, 1 LOAD_ERROR.');
    expect(rows('apps-rows')).toEqual([
      ['bills', 'MOUNTED', '1', '–'],
      [HOSTILE, 'LOAD_ERROR', '3', 'bundle 404'],
    ]);
  });

  it('lists the journal newest first, for the frame’s lab session', () => {
    expect(rows('journal-rows').map((row) => row.slice(1, 4))).toEqual([
      ['GET', `/api/v1/${HOSTILE}`, '404'],
      ['POST', '/api/v1/attachments', '413'],
      ['GET', '/api/v1/bills', '200'],
    ]);
    const call = api.callsTo('GET', '/__lab/requests')[0];
    expect(call.search.get('session')).toBe('qa-1');
    expect(call.headers['x-lab-session']).toBe('qa-1');
    expect(page.doc.querySelector('img')).toBeNull();
  });

  it('filters the journal by method or path as the person types', () => {
    page.choose(page.byId('journal-filter'), 'post', 'input');
    expect(rows('journal-rows').map((row) => row[2])).toEqual(['/api/v1/attachments']);
    page.choose(page.byId('journal-filter'), 'BILLS', 'input');
    expect(rows('journal-rows').map((row) => row[2])).toEqual(['/api/v1/bills']);
    expect(page.byId('journal-summary').textContent).toBe(
      'Showing 1 of 1 matching request (3 in the journal).',
    );
  });

  it('asks the journal for a status class, or for every session once unticked', async () => {
    page.choose(page.byId('journal-status'), '4xx');
    await page.settle();
    expect(api.callsTo('GET', '/__lab/requests').at(-1)?.search.get('status')).toBe('4xx');
    page.byId<HTMLInputElement>('journal-own').click();
    await page.settle();
    expect(api.callsTo('GET', '/__lab/requests').at(-1)?.search.has('session')).toBe(false);
  });

  it('clears every fault of the session and the global ones', async () => {
    api.answer('DELETE /__lab/faults', (call) => ({
      body: { removed: call.search.get('scope') === 'session' ? 2 : 1 },
    }));
    page.button('Clear all faults')?.click();
    await page.settle();
    const deletes = api.callsTo('DELETE', '/__lab/faults');
    expect(deletes.map((call) => call.search.get('scope'))).toEqual(['session', 'global']);
    expect(deletes.map((call) => call.headers['x-lab-session'])).toEqual(['qa-1', 'qa-1']);
    expect(page.status()).toBe('Cleared 3 faults.');
  });

  it('lists active faults with their match and firing', async () => {
    const fault = {
      id: 'f1',
      scope: 'session',
      session: 'qa-1',
      match: { method: 'POST', path: '/api/v1/attachments' },
      fault: { type: 'status', status: 413 },
      fire: { mode: 'times', n: 2 },
      remaining: 1,
      fired: 1,
    };
    api.answer('GET /__lab/faults', { body: { items: [fault], count: 1 } });
    page.tick();
    await page.settle();
    expect(page.byId('faults-summary').textContent).toBe('1 fault active.');
    expect(rows('faults-rows')).toEqual([
      ['f1', 'session qa-1', 'POST /api/v1/attachments', 'status, status 413', '1 time, 1 left'],
    ]);
  });

  it('shows the scenario states and resets them for the session', async () => {
    const states = { session: 'qa-1', active: ['upload-413'], count: 1 };
    const items = [{ name: 'upload', state: 'failed', states: ['Started', 'failed'] }];
    api.answer('POST /__lab/scenarios/reset', {
      body: { ...states, items: [{ ...items[0], state: 'Started' }] },
    });
    api.answer('GET /__lab/scenarios', { body: { ...states, items } });
    page.tick();
    await page.settle();
    expect(page.byId('lab-session').textContent).toBe('qa-1');
    expect(rows('scenarios-rows')).toEqual([['upload', 'Startedfailed', 'Started, failed']]);
    expect(page.byId<HTMLSelectElement>('scenario-state-upload').value).toBe('failed');
    page.button('Reset scenario states')?.click();
    await page.settle();
    expect(api.callsTo('POST', '/__lab/scenarios/reset')[0].headers['x-lab-session']).toBe('qa-1');
    expect(page.byId<HTMLSelectElement>('scenario-state-upload').value).toBe('Started');
  });

  it('shows a panel’s error in the alert region once, and removes it when it recovers', async () => {
    const down = { status: 500, body: { error: { code: 'x', message: 'journal broke' } } };
    api.answer('GET /__lab/requests', down);
    page.tick();
    await page.settle();
    expect(page.alerts()).toBe('Could not refresh the journal panel: journal broke');
    api.answer('GET /__lab/requests', { body: { items: [], count: 0 } });
    page.tick();
    await page.settle();
    expect(page.alerts()).toBe('');
  });
});
