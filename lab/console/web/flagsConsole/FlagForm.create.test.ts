import { booleanFlag } from '../../../flagServer/testing/flagFixtures';
import { until } from '../../testing/openConsoleDom';
import { consoleForEachTest } from '../../testing/consoleForEachTest';
import { startConsoleTestServer } from '../../testing/startConsoleTestServer';

describe('the console form for a new flag', () => {
  const c = consoleForEachTest(() =>
    startConsoleTestServer(
      [booleanFlag('module-x'), booleanFlag('module-y', { description: 'Y' })],
      [{ corporationId: 'corp-a', name: 'A', parentId: null }],
    ),
  );
  const alertText = () => c.q.textOf('flag-form-error');
  const rowInputs = () =>
    [...c.doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')].map((i) => i.value);

  it('opens a new boolean flag prefilled with On/Off and focuses the key', () => {
    c.q.button('New flag')?.click();
    expect(c.q.field('flag-form').hidden).toBe(false);
    expect(c.doc.activeElement?.id).toBe('flag-key');
    expect(rowInputs()).toEqual(['on', 'On', 'true', 'off', 'Off', 'false']);
    expect(c.q.field('flag-add-variation').hidden).toBe(true);
    expect(c.q.field<HTMLSelectElement>('flag-disabled').selectedOptions[0].textContent).toBe(
      'Off (false)',
    );
    expect(c.q.field<HTMLSelectElement>('flag-default').selectedOptions[0].textContent).toBe(
      'On (true)',
    );
    expect(c.q.field('flag-json-field').hidden).toBe(true);
  });

  it('creates a string flag with three variations and lists it', async () => {
    c.q.button('New flag')?.click();
    c.q.set(c.q.field('flag-key'), 'report-layout');
    c.q.set(c.q.field('flag-name'), 'Report layout');
    c.q.set(c.q.field('flag-type'), 'string', 'change');
    c.q.button('Add variation')?.click();
    const inputs = [...c.doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')];
    expect(inputs).toHaveLength(9);
    ['compact', 'Compact', 'c', 'wide', 'Wide', 'w', 'grid', 'Grid', 'g'].forEach((value, i) =>
      c.q.set(inputs[i], value),
    );
    expect(c.doc.activeElement).toBe(inputs[6]);
    c.q.set(
      c.q.field('flag-default'),
      c.q.field<HTMLSelectElement>('flag-default').options[2].value,
    );
    c.q.set(
      c.q.field('flag-disabled'),
      c.q.field<HTMLSelectElement>('flag-disabled').options[0].value,
    );
    c.q.field<HTMLInputElement>('flag-enabled').checked = true;
    c.q.field('flag-save').click();
    await until(() => c.q.status() === 'Created flag report-layout.', 'the creation');
    expect(c.server.flags.repository.getFlag('report-layout')).toMatchObject({
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
    expect(c.q.field('flag-form').hidden).toBe(true);
    expect(c.doc.querySelector('#flag-rows tr[data-flag="report-layout"]')).not.toBeNull();
    expect(c.doc.activeElement?.textContent).toBe('Edit report-layout');
  });

  it('refuses a bad key in the form, keeping what was typed', async () => {
    c.q.button('New flag')?.click();
    c.q.set(c.q.field('flag-key'), 'my flag!');
    c.q.set(c.q.field('flag-name'), 'Mine');
    c.q.field('flag-save').click();
    await until(() => alertText(), 'the message');
    expect(alertText()).toMatch(/^The key "my flag!" may only contain letters, digits/);
    expect(c.q.field('flag-key').value).toBe('my flag!');
    expect(c.q.field('flag-name').value).toBe('Mine');
    expect(c.q.field('flag-key').getAttribute('aria-invalid')).toBe('true');
    expect(c.doc.activeElement?.id).toBe('flag-key');
    expect(c.server.flags.repository.listFlags()).toHaveLength(2);
  });

  it("shows the server's refusal next to the form and keeps the form as typed", async () => {
    c.q.button('New flag')?.click();
    c.q.set(c.q.field('flag-key'), 'upload-limit');
    c.q.set(c.q.field('flag-type'), 'number', 'change');
    const value = c.doc.querySelectorAll<HTMLInputElement>('#flag-variation-rows input')[2];
    c.q.set(value, 'ten');
    c.q.field('flag-save').click();
    await until(() => alertText() !== '', 'the refusal');
    expect(alertText()).toBe(
      'variations[0].value must be a decimal number for a number flag, got "ten"',
    );
    expect(c.doc.getElementById('flag-form-error')?.getAttribute('role')).toBe('alert');
    expect(c.q.status()).toMatch(/^Could not create flag upload-limit: /);
    expect(c.q.field('flag-form').hidden).toBe(false);
    expect(value.value).toBe('ten');
    expect(c.q.field('flag-key').value).toBe('upload-limit');
  });
});
