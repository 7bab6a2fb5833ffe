import { segmentFlag, tenantSegment } from '../../../flagServer/testing/flagFixtures';
import { until } from '../../testing/openConsoleDom';
import { consoleForEachTest } from '../../testing/consoleForEachTest';
import { startConsoleTestServer } from '../../testing/startConsoleTestServer';

describe('the segments section of the console', () => {
  const c = consoleForEachTest(async () => {
    const pilots = { ...tenantSegment('pilots', ['corp-a']), name: 'Pilot tenants' };
    return startConsoleTestServer([segmentFlag('module-x', 'pilots')], [], [pilots]);
  });

  const alertText = () => c.q.textOf('segment-form-error');
  const cells = (id: string) =>
    [...c.doc.querySelectorAll(`#segment-rows tr[data-segment="${id}"] > *`)].map(
      (cell) => cell.textContent,
    );

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
    c.q.button('New segment')?.click();
    expect(c.doc.activeElement?.id).toBe('segment-name');
    c.q.set(c.q.field('segment-name'), 'Beta tenants');
    c.q.set(c.q.field('segment-key'), 'beta-tenants');
    c.q.set(c.q.field('segment-included'), 'corp-a\n\n  corp-b  \n');
    c.q.field('segment-save').click();
    await until(() => c.q.status() === 'Created segment beta-tenants.', 'the creation');
    const created = c.server.flags.repository.listSegments().find((s) => s.key === 'beta-tenants');
    expect(created).toMatchObject({ name: 'Beta tenants', included: ['corp-a', 'corp-b'] });
    const id = created?.id ?? '';
    expect(cells(id).slice(0, 5)).toEqual(['Beta tenants', 'beta-tenants', '2', '0', '0']);
    expect(c.doc.activeElement?.textContent).toBe('Edit segment beta-tenants');

    c.page.confirmAnswer.value = false;
    c.q.button('Delete segment beta-tenants')?.click();
    expect(c.q.status()).toBe('Deleting segment beta-tenants was cancelled.');
    c.page.confirmAnswer.value = true;
    c.q.button('Delete segment beta-tenants')?.click();
    await until(() => c.q.status() === 'Deleted segment beta-tenants.', 'the deletion');
    expect(c.server.flags.repository.getSegment(id)).toBeUndefined();
    expect(cells(id)).toEqual([]);
  });

  it('edits included and excluded keyIds and the rules; the flags using it are re-sent', async () => {
    c.q.button('Edit segment pilots')?.click();
    expect(c.q.field('segment-key').value).toBe('pilots');
    expect(JSON.parse(c.q.field('segment-rules').value)).toHaveLength(1);
    c.q.set(c.q.field('segment-excluded'), 'corp-z');
    c.q.set(c.q.field('segment-rules'), '[]');
    c.q.field('segment-save').click();
    await until(() => c.q.status().startsWith('Saved segment pilots.'), 'the save');
    expect(c.q.status()).toBe('Saved segment pilots. Flags re-sent: module-x.');
    expect(c.server.flags.repository.getSegment('pilots')).toMatchObject({
      excluded: ['corp-z'],
      rules: [],
    });
    expect(cells('pilots').slice(2, 5)).toEqual(['0', '1', '0']);
  });

  it("shows the server's 409 when a flag still uses the segment", async () => {
    c.q.button('Delete segment pilots')?.click();
    await until(() => c.q.status().startsWith('Could not'), 'the refusal');
    expect(c.q.status()).toBe(
      'Could not delete segment pilots: Segment "pilots" is used by module-x: remove those conditions first',
    );
    expect(c.server.flags.repository.getSegment('pilots')).toBeDefined();
  });

  it('refuses rules that are not a JSON array and a bad key, keeping the input', async () => {
    c.q.button('New segment')?.click();
    c.q.set(c.q.field('segment-key'), 'beta tenants');
    c.q.set(c.q.field('segment-included'), 'corp-a');
    c.q.field('segment-save').click();
    await until(() => alertText(), 'the key message');
    expect(alertText()).toMatch(/^The key "beta tenants" may only contain/);
    expect(c.q.field('segment-included').value).toBe('corp-a');
    c.q.set(c.q.field('segment-key'), 'beta');
    c.q.set(c.q.field('segment-rules'), '{}');
    c.q.field('segment-save').click();
    await until(() => alertText().startsWith('Advanced'), 'the rules message');
    expect(alertText()).toBe('Advanced (JSON) must be a JSON array of rules.');
    expect(c.q.field('segment-key').hasAttribute('aria-invalid')).toBe(false);
    c.q.set(c.q.field('segment-rules'), '[{"conditions": [{"property": "x", "op": "Nope"}]}]');
    c.q.field('segment-save').click();
    await until(() => alertText().includes('not a FeatBit operator'), 'the refusal');
    expect(c.q.field('segment-form').hidden).toBe(false);
  });
});
