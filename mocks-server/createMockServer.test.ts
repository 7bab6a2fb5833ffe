import { createMockServer } from './createMockServer';
import type { Staff, ListResponse } from './data/types';
import { startTestServer } from './testing/startTestServer';

const NOW = new Date('2026-11-21T01:00:00Z');
const now = () => NOW;

async function activeStaff(baseUrl: string): Promise<Staff[]> {
  const response = await fetch(`${baseUrl}/api/v1/organization/staffs/actives`);
  return ((await response.json()) as ListResponse<Staff>).items;
}

describe('createMockServer', () => {
  it('serves the same data for the same seed', async () => {
    const first = await startTestServer({ seed: 7, now });
    const second = await startTestServer({ seed: 7, now });
    try {
      expect(await activeStaff(second.baseUrl)).toEqual(await activeStaff(first.baseUrl));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('serves different data for a different seed', async () => {
    const first = await startTestServer({ seed: 7, now });
    const second = await startTestServer({ seed: 8, now });
    try {
      expect(await activeStaff(second.baseUrl)).not.toEqual(await activeStaff(first.baseUrl));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('regenerates the data from the seed on reset, undoing changes', () => {
    const mock = createMockServer({ now });
    const original = structuredClone(mock.state);
    mock.state.staffs[0].name = 'changed';
    mock.reset();
    expect(mock.state).toEqual(original);
  });

  it('clears the journal on reset', async () => {
    const server = await startTestServer({ now });
    try {
      await server.request('/api/v1/organization/departments');
      expect(server.mock.journal.size).toBe(1);
      server.mock.reset();
      expect(server.mock.journal.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('forgets every host code and token on POST /__lab/reset', async () => {
    const server = await startTestServer({ now });
    try {
      const binding = {
        host: 'wecom',
        corporationId: server.mock.state.currentCorporationId,
        staffId: server.mock.state.currentStaffId,
      };
      const code = server.mock.grants.issueCode(binding);
      const { accessToken } = server.mock.grants.issueTokens(binding);
      await server.request('/__lab/reset', { method: 'POST' });
      expect(server.mock.grants.redeemCode(code)).toEqual({ ok: false, reason: 'unknown' });
      expect(server.mock.grants.checkAccessToken(accessToken).ok).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('anchors the data to the injected clock', () => {
    const mock = createMockServer({ now });
    expect(mock.state.generatedAt).toBe(NOW.getTime());
    expect(Math.max(...mock.state.staffs.map((staff) => staff.updateTime))).toBeLessThanOrEqual(
      NOW.getTime(),
    );
  });
});
