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

const tenants = ['corp-1', 'corp-2', 'corp-3', 'corp-4', 'corp-5', 'corp-6'].map((id) => ({
  corporationId: id,
  name: id.toUpperCase(),
  parentId: null,
}));

describe('the flag console guard rails', () => {
  let server: ConsoleTestServer;
  let page: ConsoleDom;
  let doc: Document;
  let q: ReturnType<typeof consoleQueries>;
  const reviewRows = () =>
    [...doc.querySelectorAll('#review-dialog tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );

  beforeEach(async () => {
    server = await startConsoleTestServer([booleanFlag('module-x')], tenants);
    page = await openConsoleDom(server);
    doc = page.doc;
    q = consoleQueries(page);
  });
  afterEach(async () => {
    page.dom.window.close();
    await server.close();
  });

  const openRollout = () => {
    q.button('Who gets what module-x')?.click();
    expect(q.field('rollout-form').hidden).toBe(false);
  };

  it('shows who would get what while the rollout is edited, before anything is saved', () => {
    openRollout();
    q.set(q.field('rollout-percent'), '0');
    const gets = [...doc.querySelectorAll('#rollout-result tr td:first-of-type')].map(
      (td) => td.textContent,
    );
    expect(gets).toEqual(Array(6).fill('Off (false)'));
    expect(server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(1);
  });

  it('reviews a 50 % rollout tenant by tenant, saves it on confirm, and logs it for a revert', async () => {
    openRollout();
    q.set(q.field('rollout-percent'), '50');
    q.field('rollout-save').click();
    await until(() => doc.getElementById('review-dialog'), 'the review');
    const losing = reviewRows();
    expect(losing.length).toBeGreaterThan(0);
    expect(losing.length).toBeLessThan(6);
    for (const [, flag, before, after] of losing)
      expect([flag, before, after]).toEqual(['module-x', 'On (true)', 'Off (false)']);
    q.field('review-confirm').click();
    await until(() => q.status() === 'Saved who gets what for module-x.', 'the save');
    expect(server.flags.repository.getFlag('module-x')?.fallthrough.dispatchKey).toBe(
      'corporationId',
    );
    const entry = doc.querySelector('#audit-rows tr');
    expect(entry?.querySelector('th')?.textContent).toBe('#1 update module-x');
    expect(entry?.querySelectorAll('td')[1].textContent).toBe('QA Tester');

    q.button('Revert #1 update module-x')?.click();
    await until(() => q.status() === 'Reverted #1: the earlier state is back.', 'the revert');
    expect(server.flags.repository.getFlag('module-x')?.fallthrough.variations).toEqual([
      { id: 'on', rollout: [0, 1], exptRollout: 1 },
    ]);
    expect(doc.querySelector('#audit-rows tr th')?.textContent).toBe('#2 revert #1 module-x');
  });

  it('changes nothing when the review is cancelled', async () => {
    openRollout();
    q.set(q.field('rollout-percent'), '50');
    q.field('rollout-save').click();
    await until(() => doc.getElementById('review-dialog'), 'the review');
    q.field('review-cancel').click();
    await until(() => q.status().startsWith('Cancelled'), 'the cancel');
    expect(server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(1);
    expect(doc.getElementById('review-dialog')).toBeNull();
  });

  it('asks for the flag key before a module goes off for everyone, and refuses another text', async () => {
    q.button('Disable module-x')?.click();
    await until(() => doc.getElementById('review-dialog'), 'the review');
    expect(doc.activeElement?.id).toBe('review-type-key');
    q.set(q.field('review-type-key'), 'module-y');
    q.field('review-confirm').click();
    expect(q.textOf('review-problem')).toBe('That is not module-x: nothing was changed.');
    expect(server.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);
    q.set(q.field('review-type-key'), 'module-x');
    q.field('review-confirm').click();
    await until(() => q.status() === 'Disabled module-x.', 'the disable');
    expect(server.flags.repository.getFlag('module-x')?.isEnabled).toBe(false);
  });

  it('refuses a schedule in the past in the editor, and lists one in the future', async () => {
    openRollout();
    q.set(q.field('rollout-percent'), '0');
    q.set(q.field('rollout-at'), '2020-01-01T09:00');
    q.field('rollout-schedule').click();
    await until(() => q.textOf('rollout-error'), 'the refusal');
    expect(q.textOf('rollout-error')).toMatch(
      /is not after the lab's now .*: a schedule must be in the future/,
    );
    q.set(q.field('rollout-at'), '2999-01-01T09:00');
    q.set(q.field('rollout-note'), 'rehearsal');
    q.field('rollout-schedule').click();
    await until(() => q.status().startsWith('Scheduled: module-x'), 'the schedule');
    const cells = [...doc.querySelectorAll('#schedule-rows tr > *')].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(1, 5)).toEqual(['module-x', 'QA Tester', 'rehearsal', 'pending']);
  });
});
