import { booleanFlag, tenantSegment } from '../testing/flagFixtures';
import { startFlagAdmin, type FlagAdmin } from '../testing/startFlagAdmin';

const named = (name: string) => ({ 'x-lab-actor': encodeURIComponent(name) });

describe('the flag audit log and scheduled changes', () => {
  let admin: FlagAdmin;
  beforeEach(async () => {
    admin = await startFlagAdmin([booleanFlag('module-x')], [tenantSegment('pilots', ['c1'])]);
  });
  afterEach(() => admin.close());

  it('records who changed what, when, with the JSON before and after', async () => {
    await admin.call('POST', '/module-x/disable', undefined, named('王小明'));
    const { entries } = (await admin.call('GET', '/audit')).body as { entries: unknown[] };
    expect(entries).toEqual([
      expect.objectContaining({
        id: 1,
        at: admin.nowIso(),
        actor: '王小明',
        action: 'disable',
        target: { kind: 'flag', key: 'module-x' },
        before: expect.objectContaining({ isEnabled: true }),
        after: expect.objectContaining({ isEnabled: false }),
      }),
    ]);
  });

  it('names a change made without a name as coming from the API', async () => {
    await admin.call('POST', '/module-x/rollout', { percentage: 50 });
    const { entries } = (await admin.call('GET', '/audit')).body as {
      entries: Array<{ actor: string; action: string }>;
    };
    expect(entries[0]).toMatchObject({ actor: 'API (no name given)', action: 'rollout' });
  });

  it('reverts a change in one call, and the revert is audited too', async () => {
    await admin.call('POST', '/module-x/disable', undefined, named('A'));
    const reverted = await admin.call('POST', '/audit/1/revert', undefined, named('B'));
    expect(reverted.status).toBe(200);
    expect(admin.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);
    const { entries } = (await admin.call('GET', '/audit')).body as {
      entries: Array<{ actor: string; action: string }>;
    };
    expect(entries[1]).toMatchObject({ actor: 'B', action: 'revert #1' });
  });

  it('reverts a segment deletion by restoring the segment', async () => {
    await admin.call('DELETE', '/segments/pilots');
    expect(admin.flags.repository.getSegment('pilots')).toBeUndefined();
    await admin.call('POST', '/audit/1/revert');
    expect(admin.flags.repository.getSegment('pilots')).toMatchObject({ key: 'pilots' });
  });

  it('exports the log as a file', async () => {
    const answer = await admin.call('GET', '/audit?download=1');
    expect(answer.headers.get('content-disposition')).toMatch(/flag-audit-log\.json/);
  });

  it('refuses a schedule in the past, naming both times', async () => {
    const flag = admin.flags.repository.getFlag('module-x');
    const answer = await admin.call('POST', '/schedules', { at: '2020-01-01T09:00:00Z', flag });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toBe(
      `at 2020-01-01T09:00:00.000Z is not after the lab's now (${admin.nowIso()}): a schedule must be in the future`,
    );
  });

  it('applies a scheduled change when the lab clock reaches it, as its author', async () => {
    const flag = { ...admin.flags.repository.getFlag('module-x'), isEnabled: false };
    const at = new Date(admin.now() + 60_000).toISOString();
    const created = await admin.call(
      'POST',
      '/schedules',
      { at, flag, note: 'off at 9' },
      named('排期人'),
    );
    expect(created.status).toBe(201);
    admin.flags.schedules.runDue();
    expect(admin.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);
    admin.advance(60_000);
    expect(admin.flags.schedules.runDue()).toBe(1);
    expect(admin.flags.repository.getFlag('module-x')?.isEnabled).toBe(false);
    const { items } = (await admin.call('GET', '/schedules')).body as {
      items: Array<{ status: string }>;
    };
    expect(items[0]).toMatchObject({ status: 'done', note: 'off at 9', actor: '排期人' });
    const { entries } = (await admin.call('GET', '/audit')).body as {
      entries: Array<{ actor: string; action: string }>;
    };
    expect(entries.at(-1)).toMatchObject({ actor: '排期人', action: 'scheduled change #1' });
  });

  it('cancels a pending schedule, and a cancelled one never runs', async () => {
    const flag = { ...admin.flags.repository.getFlag('module-x'), isEnabled: false };
    const at = new Date(admin.now() + 1000).toISOString();
    await admin.call('POST', '/schedules', { at, flag });
    expect((await admin.call('DELETE', '/schedules/1')).status).toBe(200);
    expect((await admin.call('DELETE', '/schedules/1')).status).toBe(404);
    admin.advance(5000);
    expect(admin.flags.schedules.runDue()).toBe(0);
    expect(admin.flags.repository.getFlag('module-x')?.isEnabled).toBe(true);
  });
});
