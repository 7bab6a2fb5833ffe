import type { Bill } from '../data/billTypes';
import { seedData } from '../data/seedData';
import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

// See billsRouter.test.ts: adds the wired bills router until apiRouters passes the context.
const NOW = new Date('2026-11-21T01:00:00Z');
const SEED = 77;
const flowPath = (bill: Bill, verb = '') => `/api/v1/flow/flows/${bill.id}${verb && `/${verb}`}`;

describe('the bill workflow over HTTP', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ seed: SEED, now: () => NOW });
  });

  afterEach(() => server.close());

  function groupBill(test: (bill: Bill) => boolean): Bill {
    const { bills, currentCorporationId } = server.mock.state;
    const bill = bills.find((each) => each.corporationId === currentCorporationId && test(each));
    if (!bill) throw new Error('the seed has no such bill');
    return bill;
  }

  async function grantFor(staffId: string): Promise<Record<string, string>> {
    const corporationId = staffId.slice(0, staffId.indexOf(':'));
    const { accessToken } = server.mock.grants.issueTokens({ host: 'lab', corporationId, staffId });
    return { 'X-HAF-Staff-Grant': accessToken };
  }

  it('agrees to a task from the backlog, which then leaves the backlog', async () => {
    const backlog = await callJson(server, '/api/v1/flow/backlogs/search', {
      body: { filterBy: 'state == "APPROVING"', limit: { start: 0, count: 100 } },
    });
    const task = (backlog.body.items ?? [])[0];
    expect(task).toBeDefined();
    const answer = await callJson(server, `/api/v1/flow/flows/${task.flowId}/approve`, {
      body: { action: 'agree', comment: '同意' },
    });
    expect(answer.status).toBe(200);
    const stored = server.mock.state.bills.find((bill) => bill.id === task.flowId);
    expect(stored?.logs.at(-1)).toMatchObject({ action: 'freeflow.agree', comment: '同意' });
    const after = await callJson(server, '/api/v1/flow/backlogs/search', {
      body: { filterBy: `id == "${task.id}"` },
    });
    expect(after.body.count).toBe(0);
  });

  it('submits another staff’s draft as that staff, through the grant header', async () => {
    const draft = groupBill(
      (bill) =>
        bill.state === 'draft' &&
        bill.plan.nonMatchedDefines === 'SKIP' &&
        bill.form.submitterId !== server.mock.state.currentStaffId,
    );
    const asCurrent = await callJson(server, flowPath(draft, 'submit'), { body: {} });
    expect([asCurrent.status, asCurrent.body.error?.code]).toEqual([
      409,
      'error:lab:bill-not-assignee',
    ]);
    const headers = await grantFor(draft.form.submitterId);
    const answer = await callJson(server, flowPath(draft, 'submit'), { body: {}, headers });
    expect(answer.status).toBe(200);
    expect(answer.body.value?.state).not.toBe('draft');
    expect(answer.body.value?.actions).toContain('print');
  });

  it('refuses a step the state does not allow with 409 and a bad body with 400', async () => {
    const approving = groupBill((bill) => bill.state === 'approving');
    const pay = await callJson(server, flowPath(approving, 'pay'), {
      body: { channel: 'OFFLINE' },
    });
    expect([pay.status, pay.body.error?.code]).toEqual([409, 'error:lab:bill-illegal-transition']);
    const bad = await callJson(server, flowPath(approving, 'approve'), {
      body: { action: 'maybe' },
    });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'error:lab:bad-request']);
    const unknown = await callJson(server, flowPath(approving, 'teleport'), { body: {} });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'error:lab:no-route']);
  });

  // Two reseeds of every tenant: slow on a busy machine, so more than jest's default 5 s.
  it('pays and prints, and POST /__lab/reset undoes every step', async () => {
    const paying = groupBill((bill) => bill.state === 'paying' && bill.payments.length === 0);
    const cashier = paying.plan.nodes.find((node) => node.type === 'pay')?.signer ?? '';
    const headers = await grantFor(cashier);
    const paid = await callJson(server, flowPath(paying, 'pay'), {
      body: { channel: 'OFFLINE' },
      headers,
    });
    expect(paid.body.value?.state).toBe('paid');
    const printed = await callJson(server, flowPath(paying, 'print'), {
      body: { printTemplateId: 'a4' },
      headers,
    });
    expect(printed.body.value?.printCount).toBe(paying.printCount + 1);

    const reset = await server.request('/__lab/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(server.mock.state.bills).toEqual(seedData(SEED, NOW).bills);
    const detail = await callJson(server, flowPath(paying));
    expect(detail.body.value?.state).toBe('paying');
  }, 30_000);
});
