import { segmentFlag, tenantSegment, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';

describe('the segment admin API', () => {
  let flags: FlagTestServer;

  beforeEach(async () => {
    const definitionsDir = writeDefinitions({
      flags: [segmentFlag('pilot-only', 'seg-1')],
      segments: [tenantSegment('seg-1', ['A'])],
    });
    flags = await startFlagTestServer({ definitionsDir });
  });
  afterEach(() => flags.close());

  it('lists segments and answers one with the flags that use it', async () => {
    expect((await flags.admin('/segments')).body).toMatchObject({ segments: [{ id: 'seg-1' }] });
    expect((await flags.admin('/segments/seg-1')).body).toMatchObject({
      segment: { key: 'seg-1' },
      usedBy: ['pilot-only'],
    });
  });

  it('updates a segment with PUT and bumps the flags that use it', async () => {
    const before = flags.flags.repository.getFlag('pilot-only')?.updatedAt ?? '';
    const { status, body } = await flags.admin('/segments/seg-1', {
      method: 'PUT',
      body: { ...tenantSegment('seg-1', ['A', 'B']), id: undefined },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ segment: { id: 'seg-1' }, usedBy: ['pilot-only'] });
    const after = flags.flags.repository.getFlag('pilot-only')?.updatedAt ?? '';
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('creates a segment with POST and refuses a bad one with a 400', async () => {
    const created = await flags.admin('/segments', { body: { key: 'new-seg', included: ['u1'] } });
    expect(created.body).toMatchObject({
      segment: { key: 'new-seg', included: ['u1'] },
      usedBy: [],
    });
    const bad = await flags.admin('/segments', { body: { key: 'bad key' } });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'error:lab:bad-segment' } } });
  });

  it('refuses to delete a segment in use, deletes an unused one, 404s a missing one', async () => {
    const inUse = await flags.admin('/segments/seg-1', { method: 'DELETE' });
    expect(inUse).toMatchObject({
      status: 409,
      body: { error: { code: 'error:lab:segment-in-use' } },
    });
    await flags.admin('/segments', { body: { id: 'seg-2', key: 'spare' } });
    expect((await flags.admin('/segments/seg-2', { method: 'DELETE' })).status).toBe(204);
    expect((await flags.admin('/segments/seg-2', { method: 'DELETE' })).status).toBe(404);
    expect((await flags.admin('/segments/seg-2')).status).toBe(404);
  });
});
