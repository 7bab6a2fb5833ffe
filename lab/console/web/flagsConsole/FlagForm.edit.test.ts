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

describe('the console form that edits a flag', () => {
  let server: ConsoleTestServer;
  let page: ConsoleDom;
  let doc: Document;
  let q: ReturnType<typeof consoleQueries>;
  const alertText = () => q.textOf('flag-form-error');
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

  it("edits a flag's name and its rules through Advanced (JSON)", async () => {
    q.button('Edit module-y')?.click();
    expect(q.field<HTMLInputElement>('flag-key').readOnly).toBe(true);
    expect(q.field('flag-description').value).toBe('Y');
    expect(JSON.parse(q.field('flag-json').value)).toMatchObject({ key: 'module-y', rules: [] });
    q.set(q.field('flag-name'), 'Module Y, renamed');
    const json = JSON.parse(q.field('flag-json').value);
    json.targetUsers = [{ keyIds: ['u1'], variationId: 'off' }];
    q.set(q.field('flag-json'), JSON.stringify(json));
    q.field('flag-save').click();
    await until(() => q.status() === 'Saved flag module-y.', 'the save');
    expect(server.flags.repository.getFlag('module-y')).toMatchObject({
      name: 'Module Y, renamed',
      targetUsers: [{ keyIds: ['u1'], variationId: 'off' }],
    });
    const row = doc.querySelector('#flag-rows tr[data-flag="module-y"]');
    expect(row?.querySelector('td')?.textContent).toBe('Module Y, renamed');
    expect(doc.activeElement?.textContent).toBe('Edit module-y');
  });

  it('refuses Advanced (JSON) that does not parse, without a request', async () => {
    q.button('Edit module-x')?.click();
    q.set(q.field('flag-json'), '{ "rules": [');
    q.field('flag-save').click();
    await until(() => alertText(), 'the message');
    expect(alertText()).toMatch(/^Advanced \(JSON\) is not valid JSON: /);
    expect(q.field('flag-json').value).toBe('{ "rules": [');
    expect(doc.activeElement?.id).toBe('flag-json');
  });

  it('keeps a split rollout unless another default is picked', async () => {
    server.flags.repository.upsertFlag({
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
    q.button('Reload flags and tenants')?.click();
    await until(() => q.status().startsWith('Loaded'), 'the reload');
    q.button('Edit module-x')?.click();
    expect(q.field('flag-default').value).toBe('keep');
    q.field('flag-save').click();
    await until(() => q.status() === 'Saved flag module-x.', 'the save');
    expect(server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(2);
  });
});
