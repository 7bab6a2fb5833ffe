import { FakeLabApi } from '../../testing/FakeLabApi';
import { FAKE_FLAGS, fakeLabRoutes, HOSTILE } from '../../testing/labConsoleFakes';
import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

describe('the chosen tenant’s flags', () => {
  let page: LabConsoleDom;
  let api: FakeLabApi;
  const field = (key: string) => page.doc.querySelector(`#tenant-flags [data-flag="${key}"]`);
  const select = (key: string) => field(key)?.querySelector('select') as HTMLSelectElement;

  beforeEach(async () => {
    api = new FakeLabApi(fakeLabRoutes());
    api.answer('POST /__lab/flags/module-travel/tenants', { body: { flag: FAKE_FLAGS[1] } });
    page = await openLabConsoleDom({ api });
  });
  afterEach(() => page.dom.window.close());

  it('lists only the module flags, each labelled, with what the tenant gets', () => {
    expect(page.byId('flags-summary').textContent).toBe('2 module flags for Acme (corp-a).');
    const labels = [...page.doc.querySelectorAll('#tenant-flags label')].map((label) => [
      label.textContent,
      page.doc.getElementById(label.getAttribute('for') ?? '')?.tagName,
    ]);
    expect(labels).toEqual([
      ['Bills (module-bills)', 'SELECT'],
      [`${HOSTILE} (module-travel)`, 'SELECT'],
    ]);
    expect(select('module-bills').value).toBe('off');
    expect(field('module-bills')?.textContent).toContain('Gets Off (false): target match');
    expect(select('module-travel').value).toBe('');
  });

  it('targets the tenant with a variation through the flag admin API, keeping focus', async () => {
    select('module-travel').focus();
    page.choose(select('module-travel'), 'on');
    await page.settle();
    const [call] = api.callsTo('POST', '/__lab/flags/module-travel/tenants');
    expect(call.body).toEqual({ corporationIds: ['corp-a'], variationId: 'on' });
    expect(page.status()).toBe('module-travel: corp-a is now served On (true).');
    expect(page.doc.activeElement).toBe(select('module-travel'));
  });

  it('stops targeting the tenant with (rules)', async () => {
    api.answer('POST /__lab/flags/module-bills/tenants', { body: { flag: FAKE_FLAGS[0] } });
    page.choose(select('module-bills'), '');
    await page.settle();
    const [call] = api.callsTo('POST', '/__lab/flags/module-bills/tenants');
    expect(call.body).toEqual({ corporationIds: ['corp-a'], variationId: null });
  });

  it('shows a refusal in the alert region and puts the choice back', async () => {
    api.answer('POST /__lab/flags/module-bills/tenants', {
      status: 400,
      body: { error: { code: 'error:lab:bad-flag', message: 'no such variation' } },
    });
    page.choose(select('module-bills'), 'on');
    await page.settle();
    expect(page.alerts()).toBe('Could not target corp-a for module-bills: no such variation');
    expect(select('module-bills').value).toBe('off');
  });

  it('follows the tenant picker', async () => {
    page.choose(page.byId('pick-tenant'), 'corp-b');
    await page.settle();
    expect(page.byId('flags-summary').textContent).toBe('2 module flags for Beta (corp-b).');
    expect(select('module-bills').value).toBe('');
    const asked = api.callsTo('GET', '/__lab/flags/module-bills/tenants').at(-1);
    expect(asked?.search.get('ids')).toBe('corp-b');
  });
});
