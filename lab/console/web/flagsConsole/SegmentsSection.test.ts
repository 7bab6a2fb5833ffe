import { segmentFlag, tenantSegment } from '../../../flagServer/testing/flagFixtures';
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

describe('the segments section of the console', () => {
  let server: ConsoleTestServer;
  let page: ConsoleDom;
  let doc: Document;
  let confirmAnswer: ConsoleDom['confirmAnswer'];
  let q: ReturnType<typeof consoleQueries>;

  const alertText = () => q.textOf('segment-form-error');
  const cells = (id: string) =>
    [...doc.querySelectorAll(`#segment-rows tr[data-segment="${id}"] > *`)].map(
      (cell) => cell.textContent,
    );

  beforeEach(async () => {
    const pilots = { ...tenantSegment('pilots', ['corp-a']), name: 'Pilot tenants' };
    server = await startConsoleTestServer([segmentFlag('module-x', 'pilots')], [], [pilots]);
    page = await openConsoleDom(server);
    ({ doc, confirmAnswer } = page);
    q = consoleQueries(page);
  });
  afterEach(async () => {
    page.dom.window.close();
    await server.close();
  });

  it('lists each segment with its counts', () => {
    expect(cells('pilots')).toEqual([
      'Pilot tenants',
      'pilots',
      '0',
      '0',
      '1',
      'Edit segment pilotsDelete segment pilots',
    ]);
  });

  it('creates a segment with two included tenants, then deletes it after a confirm', async () => {
    q.button('New segment')?.click();
    expect(doc.activeElement?.id).toBe('segment-name');
    q.set(q.field('segment-name'), 'Beta tenants');
    q.set(q.field('segment-key'), 'beta-tenants');
    q.set(q.field('segment-included'), 'corp-a\n\n  corp-b  \n');
    q.field('segment-save').click();
    await until(() => q.status() === 'Created segment beta-tenants.', 'the creation');
    const created = server.flags.repository.listSegments().find((s) => s.key === 'beta-tenants');
    expect(created).toMatchObject({ name: 'Beta tenants', included: ['corp-a', 'corp-b'] });
    const id = created?.id ?? '';
    expect(cells(id).slice(0, 5)).toEqual(['Beta tenants', 'beta-tenants', '2', '0', '0']);
    expect(doc.activeElement?.textContent).toBe('Edit segment beta-tenants');

    confirmAnswer.value = false;
    q.button('Delete segment beta-tenants')?.click();
    expect(q.status()).toBe('Deleting segment beta-tenants was cancelled.');
    confirmAnswer.value = true;
    q.button('Delete segment beta-tenants')?.click();
    await until(() => q.status() === 'Deleted segment beta-tenants.', 'the deletion');
    expect(server.flags.repository.getSegment(id)).toBeUndefined();
    expect(cells(id)).toEqual([]);
  });

  it('edits included and excluded keyIds and the rules; the flags using it are re-sent', async () => {
    q.button('Edit segment pilots')?.click();
    expect(q.field('segment-key').value).toBe('pilots');
    expect(JSON.parse(q.field('segment-rules').value)).toHaveLength(1);
    q.set(q.field('segment-excluded'), 'corp-z');
    q.set(q.field('segment-rules'), '[]');
    q.field('segment-save').click();
    await until(() => q.status().startsWith('Saved segment pilots.'), 'the save');
    expect(q.status()).toBe('Saved segment pilots. Flags re-sent: module-x.');
    expect(server.flags.repository.getSegment('pilots')).toMatchObject({
      excluded: ['corp-z'],
      rules: [],
    });
    expect(cells('pilots').slice(2, 5)).toEqual(['0', '1', '0']);
  });

  it("shows the server's 409 when a flag still uses the segment", async () => {
    q.button('Delete segment pilots')?.click();
    await until(() => q.status().startsWith('Could not'), 'the refusal');
    expect(q.status()).toBe(
      'Could not delete segment pilots: Segment "pilots" is used by module-x: remove those conditions first',
    );
    expect(server.flags.repository.getSegment('pilots')).toBeDefined();
  });

  it('refuses rules that are not a JSON array and a bad key, keeping the input', async () => {
    q.button('New segment')?.click();
    q.set(q.field('segment-key'), 'beta tenants');
    q.set(q.field('segment-included'), 'corp-a');
    q.field('segment-save').click();
    await until(() => alertText(), 'the key message');
    expect(alertText()).toMatch(/^The key "beta tenants" may only contain/);
    expect(q.field('segment-included').value).toBe('corp-a');
    q.set(q.field('segment-key'), 'beta');
    q.set(q.field('segment-rules'), '{}');
    q.field('segment-save').click();
    await until(() => alertText().startsWith('Advanced'), 'the rules message');
    expect(alertText()).toBe('Advanced (JSON) must be a JSON array of rules.');
    expect(q.field('segment-key').hasAttribute('aria-invalid')).toBe(false);
    q.set(q.field('segment-rules'), '[{"conditions": [{"property": "x", "op": "Nope"}]}]');
    q.field('segment-save').click();
    await until(() => alertText().includes('not a FeatBit operator'), 'the refusal');
    expect(q.field('segment-form').hidden).toBe(false);
  });
});
