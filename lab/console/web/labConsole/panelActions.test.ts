import { FakeLabApi } from '../../testing/FakeLabApi';
import { fakeLabRoutes } from '../../testing/labConsoleFakes';
import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

describe('acting on the lab from the console panels', () => {
  let page: LabConsoleDom;
  let api: FakeLabApi;
  const scenarios = {
    session: 'qa-1',
    active: ['upload-413'],
    items: [{ name: 'upload', state: 'Started', states: ['Started', 'link-back'] }],
    count: 1,
  };
  beforeEach(async () => {
    api = new FakeLabApi(fakeLabRoutes());
    api.answer('GET /__lab/scenarios', { body: scenarios });
    page = await openLabConsoleDom({ api, cookie: 'lab-session=qa-1' });
    page.tick();
    await page.settle();
  });
  afterEach(() => page.dom.window.close());

  it('sets a scenario’s state from its select, for the frame’s session', async () => {
    api.answer('PUT /__lab/scenarios/upload/state', {
      body: { ...scenarios, items: [{ ...scenarios.items[0], state: 'link-back' }] },
    });
    page.choose(page.byId('scenario-state-upload'), 'link-back');
    await page.settle();
    const [call] = api.callsTo('PUT', '/__lab/scenarios/upload/state');
    expect([call.body, call.headers['x-lab-session']]).toEqual([{ state: 'link-back' }, 'qa-1']);
    expect(page.status()).toBe('upload is now in link-back.');
  });

  it('deactivates an active preset and activates one that is not', async () => {
    api.answer('DELETE /__lab/scenarios/presets/upload-413', {
      body: { ...scenarios, active: [] },
    });
    page.button('Deactivate upload-413')?.click();
    await page.settle();
    expect(page.status()).toBe('Preset upload-413 is no longer active in this session.');
    api.answer('POST /__lab/scenarios/presets/upload-413/activate', { body: scenarios });
    page.button('Activate upload-413')?.click();
    await page.settle();
    expect(api.callsTo('POST', '/__lab/scenarios/presets/upload-413/activate')).toHaveLength(1);
  });

  it('adds a fault from the form with only the numbers its type needs', async () => {
    api.answer('POST /__lab/faults', { status: 201, body: { id: 'f-7' } });
    page.choose(page.byId('fault-path'), '/api/v1/attachment', 'input');
    page.choose(page.byId('fault-kind'), 'dribble');
    page.choose(page.byId('fault-times'), '2', 'input');
    page.byId<HTMLFormElement>('fault-form').requestSubmit();
    await page.settle();
    expect(api.callsTo('POST', '/__lab/faults')[0].body).toEqual({
      match: { path: '/api/v1/attachment' },
      scope: 'session',
      fault: { type: 'dribble', bytesPerChunk: 64, intervalMs: 200 },
      fire: { mode: 'times', n: 2 },
    });
    expect(page.status()).toBe(
      'Added fault f-7 on /api/v1/attachment: watch it fire in the journal.',
    );
    expect(page.byId('fault-ms').parentElement?.hidden).toBe(true);
  });

  it('asks for a path before adding a fault, and marks the field', async () => {
    page.byId<HTMLFormElement>('fault-form').requestSubmit();
    await page.settle();
    expect(page.byId('fault-form-error').textContent).toBe('Enter the path the fault applies to.');
    expect(page.byId('fault-path').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/__lab/faults')).toEqual([]);
  });
});
