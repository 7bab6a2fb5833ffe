import { booleanFlag } from '../../../flagServer/testing/flagFixtures';
import { until } from '../../testing/openConsoleDom';
import { consoleForEachTest } from '../../testing/consoleForEachTest';
import { startConsoleTestServer } from '../../testing/startConsoleTestServer';

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
  const c = consoleForEachTest(() => startConsoleTestServer(flags, tenants));
  const row = (key: string) => c.doc.querySelector(`#flag-rows tr[data-flag="${key}"]`);

  it('lists every flag and puts server text in as text, never as markup', () => {
    expect(c.q.status()).toBe('Loaded 3 flags and 2 tenants.');
    expect(c.doc.querySelectorAll('#flag-rows tr')).toHaveLength(3);
    expect(row('module-x')?.querySelector('td')?.textContent).toBe(HOSTILE);
    expect(c.doc.querySelector('img')).toBeNull();
    expect(c.doc.body.textContent).toContain(HOSTILE);
  });

  it('shows the module-* flags as matrix columns by default, with what each tenant gets', () => {
    const heads = [...c.doc.querySelectorAll('#matrix-head th')].map((th) => th.textContent);
    expect(heads).toEqual(['Tenant', 'module-x', 'module-y']);
    const rowHeads = [...c.doc.querySelectorAll('#matrix-rows th')].map((th) => th.textContent);
    expect(rowHeads).toEqual(['Groupcorp-group, group', `${HOSTILE}corp-a, in Group`]);
    const select = [...c.doc.querySelectorAll('select')].find(
      (s) => s.getAttribute('aria-label') === `module-x for ${HOSTILE} (corp-a)`,
    );
    expect(select?.value).toBe('');
    expect(select?.parentElement?.textContent).toContain('Gets On (true): default');
  });

  it('targets one tenant from its matrix cell without a review, and the server agrees', async () => {
    const select = c.doc.querySelector<HTMLSelectElement>(
      'select[aria-label^="module-y for Group"]',
    );
    if (!select) throw new Error('no matrix cell');
    c.q.set(select, 'off', 'change');
    await until(() => c.q.status().includes('is now served Off'), 'the targeting');
    expect(c.doc.getElementById('review-dialog')).toBeNull();
    const answer = await fetch(`${c.server.origin}/__lab/flags/module-y/tenants?ids=corp-group`);
    expect((await answer.json()).tenants[0]).toMatchObject({ variationId: 'off' });
    const cell = c.doc.querySelector<HTMLSelectElement>('select[aria-label^="module-y for Group"]');
    expect(cell?.value).toBe('off');
    expect(cell?.parentElement?.textContent).toContain('Gets Off (false): Tenants served Off');
  });

  it('enables a flag after a review of the tenants that gain it, keeping the focus in the row', async () => {
    c.server.flags.repository.upsertFlag(booleanFlag('other-flag', { isEnabled: false }));
    c.q.button('Reload flags and tenants')?.click();
    await until(() => c.q.status().startsWith('Loaded'), 'the reload');
    c.q.button('Enable other-flag')?.focus();
    c.q.button('Enable other-flag')?.click();
    await until(() => c.doc.getElementById('review-dialog'), 'the review');
    expect(c.q.textOf('review-summary')).toBe(
      'This change alters what 2 tenants get. Review it before it is saved.',
    );
    c.doc.querySelector<HTMLButtonElement>('#review-confirm')?.click();
    await until(() => c.q.status() === 'Enabled other-flag.', 'the enable');
    expect(row('other-flag')?.querySelectorAll('td')[2].textContent).toBe('Yes');
    expect(c.doc.activeElement?.textContent).toBe('Disable other-flag');
  });

  it("shows the server's error message when a change is refused", async () => {
    c.page.dom.window.fetch = (async () =>
      new Response(
        JSON.stringify({ error: { code: 'x', message: 'The lab refused <b>this</b>' } }),
        {
          status: 409,
        },
      )) as typeof fetch;
    c.q.button('Unarchive other-flag')?.click();
    c.q.button('Archive other-flag')?.click();
    await until(() => c.doc.getElementById('review-dialog'), 'the review');
    c.doc.querySelector<HTMLButtonElement>('#review-confirm')?.click();
    await until(() => c.q.status().startsWith('Could not'), 'the error');
    expect(c.q.status()).toBe('Could not archive other-flag: The lab refused <b>this</b>');
    expect(c.doc.getElementById('status')?.classList.contains('error')).toBe(true);
  });

  it('refuses a change until the person has given their name, and focuses the field', async () => {
    await c.reopen({ actor: '' });
    c.q.button('Archive other-flag')?.click();
    await until(() => c.q.status().startsWith('Could not'), 'the refusal');
    expect(c.q.status()).toMatch(/Enter your name in "Your name" first/);
    expect(c.doc.activeElement?.id).toBe('actor-name');
    expect(c.server.flags.repository.getFlag('other-flag')?.isArchived).toBe(false);
  });

  it('shows the live connection and insight counts', async () => {
    await until(() => c.doc.getElementById('live-connections')?.textContent === '0', 'live');
    expect(c.doc.getElementById('live-by-flag')?.textContent).toBe('none yet');
  });
});
