import { FakeLabApi } from '../../testing/FakeLabApi';
import { fakeLabRoutes, HOSTILE } from '../../testing/labConsoleFakes';
import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

const optionsOf = (select: HTMLSelectElement) =>
  [...select.options].map((option) => [option.value, option.textContent]);

describe('the lab console pickers', () => {
  let page: LabConsoleDom;
  afterEach(() => page.dom.window.close());

  describe('when the lab answers', () => {
    beforeEach(async () => {
      page = await openLabConsoleDom();
    });

    it('fills hosts, tenants, the first tenant’s users and the presets with None first', () => {
      expect(page.status()).toBe('Ready: 2 hosts, 2 tenants, 1 scenario preset.');
      expect(optionsOf(page.byId('pick-host'))).toEqual([
        ['wecom', 'WeCom'],
        ['hostile', HOSTILE],
      ]);
      expect(optionsOf(page.byId('pick-tenant'))).toEqual([
        ['corp-a', 'Acme (corp-a)'],
        ['corp-b', 'Beta (corp-b)'],
      ]);
      expect(optionsOf(page.byId('pick-staff'))).toEqual([
        ['staff-1', 'Li Lei (staff-1)'],
        ['staff-2', `${HOSTILE}, external (staff-2)`],
      ]);
      expect(optionsOf(page.byId('pick-scenario'))).toEqual([
        ['none', 'None'],
        ['upload-413', 'upload-413'],
      ]);
      expect(page.api.callsTo('GET', '/__lab/staffs')[0].search.get('corporationId')).toBe(
        'corp-a',
      );
    });

    it('puts server text in as text, never as markup', () => {
      page.choose(page.byId('pick-host'), 'hostile');
      expect(page.byId('host-description').textContent).toBe(`${HOSTILE} · SDK x`);
      expect(page.doc.querySelector('img')).toBeNull();
      expect((page.dom.window as unknown as { hacked?: number }).hacked).toBeUndefined();
    });

    it('loads the users of a newly chosen tenant', async () => {
      page.choose(page.byId('pick-tenant'), 'corp-b');
      await page.settle();
      expect(optionsOf(page.byId('pick-staff'))).toEqual([['staff-3', 'Han Meimei (staff-3)']]);
    });

    it('remembers the choice in localStorage', async () => {
      page.choose(page.byId('pick-tenant'), 'corp-b');
      await page.settle();
      page.byId<HTMLInputElement>('mode-hang').click();
      const saved = JSON.parse(page.dom.window.localStorage.getItem('lab-console-choice') ?? '');
      expect(saved).toEqual({
        host: 'wecom',
        corp: 'corp-b',
        staff: 'staff-3',
        scenario: 'none',
        mode: 'hang',
        device: 'phone',
      });
    });
  });

  it('restores the last choice, dropping what the lab no longer offers', async () => {
    page = await openLabConsoleDom({
      saved: {
        host: 'hostile',
        corp: 'corp-a',
        staff: 'staff-2',
        scenario: 'gone-preset',
        mode: 'not-in-host',
        device: 'tablet',
      },
    });
    expect(page.byId<HTMLSelectElement>('pick-host').value).toBe('hostile');
    expect(page.byId<HTMLSelectElement>('pick-staff').value).toBe('staff-2');
    expect(page.byId<HTMLSelectElement>('pick-scenario').value).toBe('none');
    expect(page.byId<HTMLInputElement>('mode-not-in-host').checked).toBe(true);
    expect(page.byId<HTMLInputElement>('device-phone').checked).toBe(true);
  });

  it('ignores a saved choice that is not JSON', async () => {
    page = await openLabConsoleDom({ saved: '{not json' });
    expect(page.byId<HTMLSelectElement>('pick-host').value).toBe('wecom');
  });

  it('shows a failing list in the alert region and still fills the others', async () => {
    const api = new FakeLabApi(fakeLabRoutes());
    api.answer('GET /__lab/hosts', {
      status: 503,
      body: { error: { code: 'error:lab:down', message: 'hosts are down' } },
    });
    page = await openLabConsoleDom({ api });
    expect(page.alerts()).toBe('Could not load the hosts: hosts are down');
    expect(optionsOf(page.byId('pick-host'))).toEqual([['', 'No hosts']]);
    expect(page.byId<HTMLSelectElement>('pick-tenant').options).toHaveLength(2);
  });
});
