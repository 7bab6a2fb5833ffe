import type { Bill } from '../data/billTypes';
import { currentNodeOf } from '../bills/advancePlan';
import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';
import { waitUntil } from '@shell/http/testing/waitUntil';

const NOW = new Date('2026-11-21T01:00:00Z');
const FLOWS = '/api/v1/flow/flows';

describe('approval and payment over HTTP', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ seed: 77, now: () => NOW });
  });

  afterEach(() => server.close());

  function stored(id: string): Bill | undefined {
    return server.mock.state.bills.find((bill) => bill.id === id);
  }

  function grantFor(staffId: string): Record<string, string> {
    const corporationId = staffId.slice(0, staffId.indexOf(':'));
    const { accessToken } = server.mock.grants.issueTokens({ host: 'lab', corporationId, staffId });
    return { 'X-HAF-Staff-Grant': accessToken };
  }

  describe('when an approver agrees several bills at once', () => {
    it('agrees the ones waiting for them and reports the others one by one', async () => {
      const backlog = await callJson(server, '/api/v1/flow/backlogs/search', {
        body: { filterBy: 'state == "APPROVING"', limit: { start: 0, count: 2 } },
      });
      const ids = (backlog.body.items ?? []).map((task) => String(task.flowId));
      expect(ids.length).toBeGreaterThan(0);
      const answer = await callJson(server, `${FLOWS}/approve/batch`, {
        body: { ids: [...ids, 'no-such-bill'], comment: '批量同意' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBe(ids.length + 1);
      expect(answer.body.items?.at(-1)).toMatchObject({
        ok: false,
        errorCode: 'error:lab:bill-not-found',
      });
      for (const id of ids) {
        expect(stored(id)?.logs.at(-1)).toMatchObject({
          action: 'freeflow.agree',
          comment: '批量同意',
        });
      }
    });

    it('answers 400 for a body without ids', async () => {
      const answer = await callJson(server, `${FLOWS}/approve/batch`, { body: { ids: 'x' } });
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'error:lab:bad-request']);
    });
  });

  describe('when the cashier pays through the slow simulated bank', () => {
    it('answers PENDING at once and settles the bill after the delay', async () => {
      const bill = server.mock.state.bills.find(
        (each) => each.state === 'paying' && each.payments.every((p) => p.state !== 'PENDING'),
      );
      const cashier = bill && currentNodeOf(bill)?.signer;
      if (!bill || !cashier) throw new Error('the seed has no bill waiting for payment');
      const answer = await callJson(server, `${FLOWS}/${bill.id}/pay`, {
        body: { channel: 'CHANPAY', simulate: 'SLOW', delayMs: 10 },
        headers: grantFor(cashier),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.value?.payments).toEqual(
        expect.arrayContaining([expect.objectContaining({ state: 'PENDING' })]),
      );
      await waitUntil(() => stored(bill.id)?.payments.at(-1)?.state !== 'PENDING');
      expect(stored(bill.id)?.payments.at(-1)?.state).toBe('SUCCESS');
      expect(stored(bill.id)?.state).not.toBe('paying');
    });

    it('refuses a simulation on an offline payment', async () => {
      const bill = server.mock.state.bills.find((each) => each.state === 'paying');
      const answer = await callJson(server, `${FLOWS}/${bill?.id}/pay`, {
        body: { channel: 'OFFLINE', simulate: 'FAILURE' },
      });
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'error:lab:bad-request']);
    });
  });
});
