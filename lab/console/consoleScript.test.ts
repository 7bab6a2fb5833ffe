import { JSDOM } from 'jsdom';
import { booleanFlag } from '../flagServer/testing/flagFixtures';
import { FLAGS_CONSOLE_PATH } from './flagsConsolePage';
import { startConsoleTestServer, type ConsoleTestServer } from './testing/startConsoleTestServer';

const HOSTILE = '<img src=x onerror="window.hacked=1">';
const tenants = [
  { corporationId: 'corp-group', name: 'Group', parentId: null },
  { corporationId: 'corp-a', name: HOSTILE, parentId: 'corp-group' },
];
const flags = [
  booleanFlag('module-x', { name: HOSTILE }),
  booleanFlag('module-y'),
  booleanFlag('other-flag'),
];

async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the flag console script in a DOM', () => {
  let server: ConsoleTestServer;
  let dom: JSDOM;
  let doc: Document;

  const status = () => doc.getElementById('status')?.textContent ?? '';
  const button = (name: string) =>
    [...doc.querySelectorAll('button')].find((b) => b.textContent === name);
  const row = (key: string) => doc.querySelector(`#flag-rows tr[data-flag="${key}"]`);

  beforeEach(async () => {
    server = await startConsoleTestServer(flags, tenants);
    const html = await (await fetch(`${server.origin}${FLAGS_CONSOLE_PATH}`)).text();
    dom = new JSDOM(html, {
      url: `${server.origin}${FLAGS_CONSOLE_PATH}`,
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        window.fetch = (input, init) => fetch(new URL(String(input), server.origin), init);
        window.confirm = () => true;
      },
    });
    doc = dom.window.document;
    await until(() => status().startsWith('Loaded'), 'the first load');
  });
  afterEach(async () => {
    dom.window.close();
    await server.close();
  });

  it('lists every flag and puts server text in as text, never as markup', () => {
    expect(status()).toBe('Loaded 3 flags and 2 tenants.');
    expect(doc.querySelectorAll('#flag-rows tr')).toHaveLength(3);
    expect(row('module-x')?.querySelector('td')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.body.textContent).toContain(HOSTILE);
  });

  it('shows the module-* flags as matrix columns by default, with what each tenant gets', () => {
    const heads = [...doc.querySelectorAll('#matrix-head th')].map((th) => th.textContent);
    expect(heads).toEqual(['Tenant', 'module-x', 'module-y']);
    const rowHeads = [...doc.querySelectorAll('#matrix-rows th')].map((th) => th.textContent);
    expect(rowHeads).toEqual(['Groupcorp-group, group', `${HOSTILE}corp-a, in Group`]);
    const select = [...doc.querySelectorAll('select')].find(
      (s) => s.getAttribute('aria-label') === `module-x for ${HOSTILE} (corp-a)`,
    );
    expect(select?.value).toBe('');
    expect(select?.parentElement?.textContent).toContain('Gets On (true): default');
  });

  it('targets a tenant from its matrix cell, and the server agrees', async () => {
    const select = doc.querySelector<HTMLSelectElement>('select[aria-label^="module-y for Group"]');
    if (!select) throw new Error('no matrix cell');
    select.value = 'off';
    select.dispatchEvent(new dom.window.Event('change', { bubbles: true }));
    await until(() => status().includes('is now served Off'), 'the targeting');
    const answer = await fetch(`${server.origin}/__lab/flags/module-y/tenants?ids=corp-group`);
    expect((await answer.json()).tenants[0]).toMatchObject({ variationId: 'off' });
    const cell = doc.querySelector<HTMLSelectElement>('select[aria-label^="module-y for Group"]');
    expect(cell?.value).toBe('off');
    expect(cell?.parentElement?.textContent).toContain('Gets Off (false): Tenants served Off');
  });

  it('disables and enables a flag with its buttons, keeping the focus in the row', async () => {
    button('Disable module-y')?.focus();
    button('Disable module-y')?.click();
    await until(() => status() === 'Disabled module-y.', 'the disable');
    expect(row('module-y')?.querySelectorAll('td')[2].textContent).toBe('No');
    expect(server.flags.repository.getFlag('module-y')?.isEnabled).toBe(false);
    expect(doc.activeElement?.textContent).toBe('Enable module-y');
    button('Enable module-y')?.click();
    await until(() => status() === 'Enabled module-y.', 'the enable');
    expect(row('module-y')?.querySelectorAll('td')[2].textContent).toBe('Yes');
  });

  it("shows the server's error message when a change is refused", async () => {
    const form = row('module-y')?.querySelector('form');
    const percent = form?.querySelector<HTMLInputElement>('input[type="number"]');
    if (!form || !percent) throw new Error('no rollout form');
    percent.value = '150';
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await until(() => status().startsWith('Could not'), 'the error');
    expect(status()).toBe(
      'Could not roll out module-y: percentage must be a number from 0 to 100, got 150',
    );
    expect(doc.getElementById('status')?.classList.contains('error')).toBe(true);
  });

  it('rolls a flag out by percentage with dispatchKey corporationId by default', async () => {
    const form = row('module-x')?.querySelector('form');
    const percent = form?.querySelector<HTMLInputElement>('input[type="number"]');
    if (!form || !percent) throw new Error('no rollout form');
    percent.value = '25';
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await until(() => status().startsWith('Rolled'), 'the rollout');
    expect(status()).toBe('Rolled module-x out to 25 % by corporationId.');
    expect(server.flags.repository.getFlag('module-x')?.fallthrough).toMatchObject({
      dispatchKey: 'corporationId',
      variations: [{ id: 'on', rollout: [0, 0.25] }, { id: 'off' }],
    });
  });

  it('shows the live connection and insight counts', async () => {
    await until(() => doc.getElementById('live-connections')?.textContent === '0', 'live');
    expect(doc.getElementById('live-by-flag')?.textContent).toBe('none yet');
  });
});
