import { openLabConsoleDom, type LabConsoleDom } from '../../testing/openLabConsoleDom';

describe('the lab console layout', () => {
  let page: LabConsoleDom;
  afterEach(() => page.dom.window.close());

  it('starts with a skip link to the main landmark and links the flag console', async () => {
    page = await openLabConsoleDom();
    const first = page.doc.querySelector('body a, body button, body input, body select');
    expect(first?.getAttribute('href')).toBe('#main');
    expect(page.doc.querySelector('main')?.id).toBe('main');
    expect(page.doc.querySelector('nav a[href="/__lab/console/flags"]')).not.toBeNull();
  });

  it('gives every panel a heading and a polite live summary, and the alert region its role', async () => {
    page = await openLabConsoleDom();
    for (const panel of page.doc.querySelectorAll('[role="tabpanel"], .column-app')) {
      expect(panel.querySelector('h2')?.textContent).not.toBe('');
    }
    for (const id of ['apps', 'journal', 'faults', 'scenarios', 'flags']) {
      expect(page.doc.getElementById(`${id}-summary`)?.getAttribute('aria-live')).toBe('polite');
    }
    expect(page.byId('lab-alerts').getAttribute('role')).toBe('alert');
  });

  it('shows one panel at a time behind tabs that arrows move between', async () => {
    page = await openLabConsoleDom();
    const tab = (name: string) => page.byId(`tab-${name}`);
    expect(tab('journal').getAttribute('aria-selected')).toBe('true');
    expect(page.byId('panel-journal').hidden).toBe(false);
    expect(page.byId('panel-faults').hidden).toBe(true);
    tab('journal').dispatchEvent(
      new page.dom.window.KeyboardEvent('keydown', { key: 'ArrowRight' }),
    );
    expect(tab('recording').getAttribute('aria-selected')).toBe('true');
    expect(page.doc.activeElement).toBe(tab('recording'));
    expect(page.byId('panel-recording').hidden).toBe(false);
    expect(page.byId('panel-journal').hidden).toBe(true);
  });

  it('speaks Chinese by default, with the page language set', async () => {
    page = await openLabConsoleDom({ lang: 'zh-CN' });
    expect(page.doc.documentElement.lang).toBe('zh-CN');
    expect(page.doc.querySelector('h1')?.textContent).toBe('实验室控制台');
    expect(page.status()).toBe('就绪：2 个宿主、2 个租户、1 个场景预设。');
  });
});
