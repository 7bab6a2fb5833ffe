import { FakeLabApi } from '../../../testing/FakeLabApi';
import { fakeLabRoutes } from '../../../testing/labConsoleFakes';
import { openLabConsoleDom, type LabConsoleDom } from '../../../testing/openLabConsoleDom';

describe('the recording panel', () => {
  let page: LabConsoleDom;
  let api: FakeLabApi;
  const recording = {
    name: 'upload-reset',
    entries: [{ kind: 'http' }, { kind: 'step' }],
    entryPoint: { device: 'phone' },
  };
  beforeEach(async () => {
    api = new FakeLabApi(fakeLabRoutes());
    api.answer('POST /__lab/recording/stop', { body: recording });
    api.answer('POST /__lab/recording/steps', { status: 201, body: { status: 'recorded' } });
    page = await openLabConsoleDom({ api, cookie: 'lab-session=qa-1' });
  });
  afterEach(() => page.dom.window.close());
  const button = (id: string) => page.byId<HTMLButtonElement>(id);

  it('offers only Record until something is recorded, and says why the rest cannot act', () => {
    expect(button('record-start').getAttribute('aria-disabled')).toBe('false');
    for (const id of ['record-stop', 'record-replay', 'record-export', 'record-save']) {
      expect(button(id).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('records by reopening the app in a session that records from its first request', () => {
    page.choose(page.byId('record-name'), 'upload-reset', 'input');
    button('record-start').click();
    const src = page.byId<HTMLIFrameElement>('lab-app-frame').getAttribute('src') ?? '';
    expect(new URL(src, 'http://lab.test').searchParams.get('record')).toBe('upload-reset');
    expect(page.status()).toBe('Recording upload-reset: the app reopened in a new session.');
    expect(page.doc.activeElement?.id).toBe('record-stop');
  });

  it('refuses a name that cannot be a file name, and reopens nothing', () => {
    page.choose(page.byId('record-name'), 'no spaces', 'input');
    button('record-start').click();
    expect(page.alerts()).toMatch(/the name must be 1 to 64/);
    expect(page.byId<HTMLIFrameElement>('lab-app-frame').getAttribute('src')).toBeNull();
  });

  it('stops with what the person saw at the end, then exports the recording as a test', async () => {
    button('record-start').click();
    button('record-stop').click();
    await page.settle();
    expect(api.callsTo('POST', '/__lab/recording/stop')[0].body).toEqual({
      finalView: expect.any(Array),
    });
    expect(page.status()).toBe(
      'Stopped upload-reset: 1 requests, 1 steps. Replay it, export a test or save it.',
    );
    expect(button('record-export').getAttribute('aria-disabled')).toBe('false');
    expect(page.doc.activeElement?.id).toBe('record-export');
  });

  it('marks the alerts the person saw before a console action while recording', async () => {
    button('record-start').click();
    api.answer('DELETE /__lab/faults', { body: { removed: 0 } });
    await page.lab.beforeLabAction();
    expect(api.callsTo('POST', '/__lab/recording/steps')[0].body).toEqual({
      step: { action: 'observe' },
      seen: [],
      files: [],
    });
  });
});
