import { booleanFlag } from '../../../flagServer/testing/flagFixtures';
import {
  consoleQueries,
  openConsoleDom,
  until,
  type ConsoleDom,
} from '../../testing/openConsoleDom';
import {
  startConsoleTestServer,
  type ConsoleTestServer,
} from '../../testing/startConsoleTestServer';

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

describe('the flag console', () => {
  let server: ConsoleTestServer;
  let page: ConsoleDom;
  let doc: Document;
  let q: ReturnType<typeof consoleQueries>;
  const row = (key: string) => doc.querySelector(`#flag-rows tr[data-flag="${key}"]`);

  beforeEach(async () => {
    server = await startConsoleTestServer(flags, tenants);
    page = await openConsoleDom(server);
    doc = page.doc;
    q = consoleQueries(page);
  });
  afterEach(async () => {
    page.dom.window.close();
    await server.close();
  });

  it('lists every flag and puts server text in as text, never as markup', () => {
    expect(q.status()).toBe('Loaded 3 flags and 2 tenants.');
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

  it('targets one tenant from its matrix cell without a review, and the server agrees', async () => {
    const select = doc.querySelector<HTMLSelectElement>('select[aria-label^="module-y for Group"]');
    if (!select) throw new Error('no matrix cell');
    q.set(select, 'off', 'change');
    await until(() => q.status().includes('is now served Off'), 'the targeting');
    expect(doc.getElementById('review-dialog')).toBeNull();
    const answer = await fetch(`${server.origin}/__lab/flags/module-y/tenants?ids=corp-group`);
    expect((await answer.json()).tenants[0]).toMatchObject({ variationId: 'off' });
    const cell = doc.querySelector<HTMLSelectElement>('select[aria-label^="module-y for Group"]');
    expect(cell?.value).toBe('off');
    expect(cell?.parentElement?.textContent).toContain('Gets Off (false): Tenants served Off');
  });

  it('enables a flag after a review of the tenants that gain it, keeping the focus in the row', async () => {
    server.flags.repository.upsertFlag(booleanFlag('other-flag', { isEnabled: false }));
    q.button('Reload flags and tenants')?.click();
    await until(() => q.status().startsWith('Loaded'), 'the reload');
    q.button('Enable other-flag')?.focus();
    q.button('Enable other-flag')?.click();
    await until(() => doc.getElementById('review-dialog'), 'the review');
    expect(q.textOf('review-summary')).toBe(
      'This change alters what 2 tenants get. Review it before it is saved.',
    );
    doc.querySelector<HTMLButtonElement>('#review-confirm')?.click();
    await until(() => q.status() === 'Enabled other-flag.', 'the enable');
    expect(row('other-flag')?.querySelectorAll('td')[2].textContent).toBe('Yes');
    expect(doc.activeElement?.textContent).toBe('Disable other-flag');
  });

  it("shows the server's error message when a change is refused", async () => {
    page.dom.window.fetch = (async () =>
      new Response(
        JSON.stringify({ error: { code: 'x', message: 'The lab refused <b>this</b>' } }),
        {
          status: 409,
        },
      )) as typeof fetch;
    q.button('Unarchive other-flag')?.click();
    q.button('Archive other-flag')?.click();
    await until(() => doc.getElementById('review-dialog'), 'the review');
    doc.querySelector<HTMLButtonElement>('#review-confirm')?.click();
    await until(() => q.status().startsWith('Could not'), 'the error');
    expect(q.status()).toBe('Could not archive other-flag: The lab refused <b>this</b>');
    expect(doc.getElementById('status')?.classList.contains('error')).toBe(true);
  });

  it('refuses a change until the person has given their name, and focuses the field', async () => {
    page.dom.window.close();
    page = await openConsoleDom(server, { actor: '' });
    doc = page.doc;
    q = consoleQueries(page);
    q.button('Archive other-flag')?.click();
    await until(() => q.status().startsWith('Could not'), 'the refusal');
    expect(q.status()).toMatch(/Enter your name in "Your name" first/);
    expect(doc.activeElement?.id).toBe('actor-name');
    expect(server.flags.repository.getFlag('other-flag')?.isArchived).toBe(false);
  });

  it('shows the live connection and insight counts', async () => {
    await until(() => doc.getElementById('live-connections')?.textContent === '0', 'live');
    expect(doc.getElementById('live-by-flag')?.textContent).toBe('none yet');
  });
});
