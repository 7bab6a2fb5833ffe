import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

describe('opening the app from the lab console', () => {
  let page: LabConsoleDom;
  const frame = () => page.byId<HTMLIFrameElement>('lab-app-frame');
  const open = () => page.byId<HTMLButtonElement>('open-app').click();

  beforeEach(async () => {
    page = await openLabConsoleDom();
  });
  afterEach(() => page.dom.window.close());

  describe('when a host, tenant, user, scenario and mode are chosen', () => {
    beforeEach(async () => {
      page.choose(page.byId('pick-tenant'), 'corp-b');
      await page.settle();
      page.choose(page.byId('pick-scenario'), 'upload-413');
      page.byId<HTMLInputElement>('mode-not-in-host').click();
      open();
    });

    it('loads the host’s open URL in the frame', () => {
      const url = new URL(frame().src);
      expect(url.pathname).toBe('/__lab/hosts/wecom/open');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        corp: 'corp-b',
        staff: 'staff-3',
        scenario: 'upload-413',
        mode: 'not-in-host',
      });
    });

    it('sizes the frame as a phone, names it after the host and shows it', () => {
      expect([frame().width, frame().height]).toEqual(['390', '844']);
      expect(frame().title).toBe('App as WeCom');
      expect(page.byId('device').hidden).toBe(false);
      expect(page.byId('device').classList.contains('device-phone')).toBe(true);
      expect(page.byId('frame-note').textContent).toBe(
        'Opened as WeCom for Beta (corp-b) in a phone frame (390 × 844).',
      );
    });

    it('offers the same URL in a new tab', () => {
      const link = page.byId<HTMLAnchorElement>('open-new-tab');
      expect(link.href).toBe(frame().src);
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener');
    });

    it('resizes the open frame to a desktop without reloading it', () => {
      const before = frame().src;
      page.byId<HTMLInputElement>('device-desktop').click();
      expect([frame().width, frame().height]).toEqual(['1280', '800']);
      expect(page.byId('device').classList.contains('device-desktop')).toBe(true);
      expect(page.byId('device').classList.contains('device-phone')).toBe(false);
      expect(frame().src).toBe(before);
    });
  });

  it('leaves the scenario out for None and escapes the host id', () => {
    page.choose(page.byId('pick-host'), 'hostile');
    open();
    expect(frame().src).toBe(
      'http://lab.test/__lab/hosts/hostile/open?corp=corp-a&staff=staff-1&mode=normal',
    );
    expect(frame().title).toBe('App as <img src=x onerror="window.hacked=1">');
  });

  it('opens a desktop frame when desktop is chosen first', () => {
    page.byId<HTMLInputElement>('device-desktop').click();
    open();
    expect([frame().width, frame().height]).toEqual(['1280', '800']);
  });

  describe('when no tenant can be chosen', () => {
    beforeEach(() => {
      page.byId('pick-tenant').replaceChildren();
      page.choose(page.byId('pick-host'), 'wecom');
      open();
    });

    it('says why in the alert region, moves focus to the tenant and opens nothing', () => {
      expect(page.alerts()).toBe('Could not open the app: choose a host and a tenant first.');
      expect(page.doc.activeElement?.id).toBe('pick-tenant');
      expect(frame().getAttribute('src')).toBeNull();
      expect(page.byId('device').hidden).toBe(true);
    });

    it('has no new-tab link to follow', () => {
      const link = page.byId('open-new-tab');
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.getAttribute('aria-disabled')).toBe('true');
    });
  });
});
