import { booleanFlag } from '../../../flagServer/testing/flagFixtures';
import { until } from '../../testing/openConsoleDom';
import { consoleForEachTest } from '../../testing/consoleForEachTest';
import { startConsoleTestServer } from '../../testing/startConsoleTestServer';

describe('the console form that edits a flag', () => {
  const c = consoleForEachTest(() =>
    startConsoleTestServer(
      [booleanFlag('module-x'), booleanFlag('module-y', { description: 'Y' })],
      [{ corporationId: 'corp-a', name: 'A', parentId: null }],
    ),
  );
  const alertText = () => c.q.textOf('flag-form-error');

  it("edits a flag's name and its rules through Advanced (JSON)", async () => {
    c.q.button('Edit module-y')?.click();
    expect(c.q.field<HTMLInputElement>('flag-key').readOnly).toBe(true);
    expect(c.q.field('flag-description').value).toBe('Y');
    expect(JSON.parse(c.q.field('flag-json').value)).toMatchObject({ key: 'module-y', rules: [] });
    c.q.set(c.q.field('flag-name'), 'Module Y, renamed');
    const json = JSON.parse(c.q.field('flag-json').value);
    json.targetUsers = [{ keyIds: ['u1'], variationId: 'off' }];
    c.q.set(c.q.field('flag-json'), JSON.stringify(json));
    c.q.field('flag-save').click();
    await until(() => c.q.status() === 'Saved flag module-y.', 'the save');
    expect(c.server.flags.repository.getFlag('module-y')).toMatchObject({
      name: 'Module Y, renamed',
      targetUsers: [{ keyIds: ['u1'], variationId: 'off' }],
    });
    const row = c.doc.querySelector('#flag-rows tr[data-flag="module-y"]');
    expect(row?.querySelector('td')?.textContent).toBe('Module Y, renamed');
    expect(c.doc.activeElement?.textContent).toBe('Edit module-y');
  });

  it('refuses Advanced (JSON) that does not parse, without a request', async () => {
    c.q.button('Edit module-x')?.click();
    c.q.set(c.q.field('flag-json'), '{ "rules": [');
    c.q.field('flag-save').click();
    await until(() => alertText(), 'the message');
    expect(alertText()).toMatch(/^Advanced \(JSON\) is not valid JSON: /);
    expect(c.q.field('flag-json').value).toBe('{ "rules": [');
    expect(c.doc.activeElement?.id).toBe('flag-json');
  });

  it('keeps a split rollout unless another default is picked', async () => {
    c.server.flags.repository.upsertFlag({
      ...booleanFlag('module-x'),
      fallthrough: {
        dispatchKey: 'corporationId',
        includedInExpt: false,
        variations: [
          { id: 'on', rollout: [0, 0.3], exptRollout: 1 },
          { id: 'off', rollout: [0.3, 1], exptRollout: 1 },
        ],
      },
    });
    c.q.button('Reload flags and tenants')?.click();
    await until(() => c.q.status().startsWith('Loaded'), 'the reload');
    c.q.button('Edit module-x')?.click();
    expect(c.q.field('flag-default').value).toBe('keep');
    c.q.field('flag-save').click();
    await until(() => c.q.status() === 'Saved flag module-x.', 'the save');
    expect(c.server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(2);
  });
});
