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

describe('the console form for a new flag', () => {
  let server: ConsoleTestServer;
  let page: ConsoleDom;
  let doc: Document;
  let q: ReturnType<typeof consoleQueries>;
  const alertText = () => q.textOf('flag-form-error');
  const rowInputs = () =>
    [...doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')].map((i) => i.value);

  beforeEach(async () => {
    server = await startConsoleTestServer(
      [booleanFlag('module-x'), booleanFlag('module-y', { description: 'Y' })],
      [{ corporationId: 'corp-a', name: 'A', parentId: null }],
    );
    page = await openConsoleDom(server);
    doc = page.doc;
    q = consoleQueries(page);
  });
  afterEach(async () => {
    page.dom.window.close();
    await server.close();
  });

  it('opens a new boolean flag prefilled with On/Off and focuses the key', () => {
    q.button('New flag')?.click();
    expect(q.field('flag-form').hidden).toBe(false);
    expect(doc.activeElement?.id).toBe('flag-key');
    expect(rowInputs()).toEqual(['on', 'On', 'true', 'off', 'Off', 'false']);
    expect(q.field('flag-add-variation').hidden).toBe(true);
    expect(q.field<HTMLSelectElement>('flag-disabled').selectedOptions[0].textContent).toBe(
      'Off (false)',
    );
    expect(q.field<HTMLSelectElement>('flag-default').selectedOptions[0].textContent).toBe(
      'On (true)',
    );
    expect(q.field('flag-json-field').hidden).toBe(true);
  });

  it('creates a string flag with three variations and lists it', async () => {
    q.button('New flag')?.click();
    q.set(q.field('flag-key'), 'report-layout');
    q.set(q.field('flag-name'), 'Report layout');
    q.set(q.field('flag-type'), 'string', 'change');
    q.button('Add variation')?.click();
    const inputs = [...doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')];
    expect(inputs).toHaveLength(9);
    ['compact', 'Compact', 'c', 'wide', 'Wide', 'w', 'grid', 'Grid', 'g'].forEach((value, i) =>
      q.set(inputs[i], value),
    );
    expect(doc.activeElement).toBe(inputs[6]);
    q.set(q.field('flag-default'), q.field<HTMLSelectElement>('flag-default').options[2].value);
    q.set(q.field('flag-disabled'), q.field<HTMLSelectElement>('flag-disabled').options[0].value);
    q.field<HTMLInputElement>('flag-enabled').checked = true;
    q.field('flag-save').click();
    await until(() => q.status() === 'Created flag report-layout.', 'the creation');
    expect(server.flags.repository.getFlag('report-layout')).toMatchObject({
      name: 'Report layout',
      variationType: 'string',
      variations: [
        { id: 'compact', name: 'Compact', value: 'c' },
        { id: 'wide', name: 'Wide', value: 'w' },
        { id: 'grid', name: 'Grid', value: 'g' },
      ],
      isEnabled: true,
      disabledVariationId: 'compact',
      fallthrough: { variations: [{ id: 'grid', rollout: [0, 1] }] },
    });
    expect(q.field('flag-form').hidden).toBe(true);
    expect(doc.querySelector('#flag-rows tr[data-flag="report-layout"]')).not.toBeNull();
    expect(doc.activeElement?.textContent).toBe('Edit report-layout');
  });

  it('refuses a bad key in the form, keeping what was typed', async () => {
    q.button('New flag')?.click();
    q.set(q.field('flag-key'), 'my flag!');
    q.set(q.field('flag-name'), 'Mine');
    q.field('flag-save').click();
    await until(() => alertText(), 'the message');
    expect(alertText()).toMatch(/^The key "my flag!" may only contain letters, digits/);
    expect(q.field('flag-key').value).toBe('my flag!');
    expect(q.field('flag-name').value).toBe('Mine');
    expect(q.field('flag-key').getAttribute('aria-invalid')).toBe('true');
    expect(doc.activeElement?.id).toBe('flag-key');
    expect(server.flags.repository.listFlags()).toHaveLength(2);
  });

  it("shows the server's refusal next to the form and keeps the form as typed", async () => {
    q.button('New flag')?.click();
    q.set(q.field('flag-key'), 'upload-limit');
    q.set(q.field('flag-type'), 'number', 'change');
    const value = doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')[2];
    q.set(value, 'ten');
    q.field('flag-save').click();
    await until(() => alertText() !== '', 'the refusal');
    expect(alertText()).toBe(
      'variations[0].value must be a decimal number for a number flag, got "ten"',
    );
    expect(doc.getElementById('flag-form-error')?.getAttribute('role')).toBe('alert');
    expect(q.status()).toMatch(/^Could not create flag upload-limit: /);
    expect(q.field('flag-form').hidden).toBe(false);
    expect(value.value).toBe('ten');
    expect(q.field('flag-key').value).toBe('upload-limit');
  });
});
