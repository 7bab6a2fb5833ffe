import { booleanFlag } from '../../../flagServer/testing/flagFixtures';
import { until } from '../../testing/openConsoleDom';
import { consoleForEachTest } from '../../testing/consoleForEachTest';
import { startConsoleTestServer } from '../../testing/startConsoleTestServer';

const tenants = ['corp-1', 'corp-2', 'corp-3', 'corp-4', 'corp-5', 'corp-6'].map((id) => ({
  corporationId: id,
  name: id.toUpperCase(),
  parentId: null,
}));

describe('the flag console guard rails', () => {
  const c = consoleForEachTest(() => startConsoleTestServer([booleanFlag('module-x')], tenants));
  const reviewRows = () =>
    [...c.doc.querySelectorAll('#review-dialog tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );

  const openRollout = () => {
    c.q.button('Who gets what module-x')?.click();
    expect(c.q.field('rollout-form').hidden).toBe(false);
  };

  it('shows who would get what while the rollout is edited, before anything is saved', () => {
    openRollout();
    c.q.set(c.q.field('rollout-percent'), '0');
    const gets = [...c.doc.querySelectorAll('#rollout-result tr td:first-of-type')].map(
      (td) => td.textContent,
    );
    expect(gets).toEqual(Array(6).fill('Off (false)'));
    expect(c.server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(1);
  });

  it('reviews a 50 % rollout tenant by tenant, saves it on confirm, and logs it for a revert', async () => {
    openRollout();
    c.q.set(c.q.field('rollout-percent'), '50');
    c.q.field('rollout-save').click();
    await until(() => c.doc.getElementById('review-dialog'), 'the review');
    const losing = reviewRows();
    expect(losing.length).toBeGreaterThan(0);
    expect(losing.length).toBeLessThan(6);
    for (const [, flag, before, after] of losing)
      expect([flag, before, after]).toEqual(['module-x', 'On (true)', 'Off (false)']);
    c.q.field('review-confirm').click();
    await until(() => c.q.status() === 'Saved who gets what for module-x.', 'the save');
    expect(c.server.flags.repository.getFlag('module-x')?.fallthrough.dispatchKey).toBe(
      'corporationId',
    );
    const entry = c.doc.querySelector('#audit-rows tr');
    expect(entry?.querySelector('th')?.textContent).toBe('#1 update module-x');
    expect(entry?.querySelectorAll('td')[1].textContent).toBe('QA Tester');

    c.q.button('Revert #1 update module-x')?.click();
    await until(() => c.q.status() === 'Reverted #1: the earlier state is back.', 'the revert');
    expect(c.server.flags.repository.getFlag('module-x')?.fallthrough.variations).toEqual([
      { id: 'on', rollout: [0, 1], exptRollout: 1 },
    ]);
    expect(c.doc.querySelector('#audit-rows tr th')?.textContent).toBe('#2 revert #1 module-x');
  });

  it('changes nothing when the review is cancelled', async () => {
    openRollout();
    c.q.set(c.q.field('rollout-percent'), '50');
    c.q.field('rollout-save').click();
    await until(() => c.doc.getElementById('review-dialog'), 'the review');
    c.q.field('review-cancel').click();
    await until(() => c.q.status().startsWith('Cancelled'), 'the cancel');
    expect(c.server.flags.repository.getFlag('module-x')?.fallthrough.variations).toHaveLength(1);
    expect(c.doc.getElementById('review-dialog')).toBeNull();
  });

  it('asks for the flag key before a module goes off for everyone, and refuses another text', async () => {
    c.q.button('Disable module-x')?.click();
    await until(() => c.doc.getElementById('review-dialog'), 'the review');
    expect(c.doc.activeElement?.id).toBe('review-type-key');
    c.q.set(c.q.field('review-type-key'), 'module-y');
    c.q.field('review-confirm').click();
    expect(c.q.textOf('review-problem')).toBe('That is not module-x: nothing was changed.');
    expect(c.server.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);
    c.q.set(c.q.field('review-type-key'), 'module-x');
    c.q.field('review-confirm').click();
    await until(() => c.q.status() === 'Disabled module-x.', 'the disable');
    expect(c.server.flags.repository.getFlag('module-x')?.isEnabled).toBe(false);
  });

  it('refuses a schedule in the past in the editor, and lists one in the future', async () => {
    openRollout();
    c.q.set(c.q.field('rollout-percent'), '0');
    c.q.set(c.q.field('rollout-at'), '2020-01-01T09:00');
    c.q.field('rollout-schedule').click();
    await until(() => c.q.textOf('rollout-error'), 'the refusal');
    expect(c.q.textOf('rollout-error')).toMatch(
      /is not after the lab's now .*: a schedule must be in the future/,
    );
    c.q.set(c.q.field('rollout-at'), '2999-01-01T09:00');
    c.q.set(c.q.field('rollout-note'), 'rehearsal');
    c.q.field('rollout-schedule').click();
    await until(() => c.q.status().startsWith('Scheduled: module-x'), 'the schedule');
    const cells = [...c.doc.querySelectorAll('#schedule-rows tr > *')].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(1, 5)).toEqual(['module-x', 'QA Tester', 'rehearsal', 'pending']);
  });
});
