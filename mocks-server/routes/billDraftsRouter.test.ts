import type { Bill } from '../data/billTypes';
import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

const NOW = new Date('2026-11-21T01:00:00Z');
const FLOWS = '/api/v1/flow/flows';
const cny = (standard: string) => ({ standard });

describe('bills with lines over HTTP', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ seed: 5, now: () => NOW });
  });
  afterEach(() => server.close());

  const corp = () => server.mock.state.currentCorporationId;
  const stored = (id: unknown) => server.mock.state.bills.find((bill) => bill.id === id) as Bill;
  const line = (key: string, amount: string, form: Record<string, unknown> = {}) => ({
    feeTypeId: `${corp()}:feeType:${key}`,
    feeTypeForm: { amount: cny(amount), feeDate: NOW.getTime(), ...form },
  });
  const office = (amount: string) => line('office', amount, { item: '笔', quantity: 3 });
  const meal = (amount: string, guests: number) =>
    line('meal', amount, { attendees: [server.mock.state.currentStaffId], guests });

  async function create(details: unknown[], extra: Record<string, unknown> = {}) {
    const form = { specificationId: `${corp()}:spec:expense:1`, title: '报销', details, ...extra };
    const answer = await callJson(server, FLOWS, { body: { form } });
    return { answer, id: String(answer.body.value?.id) };
  }
  const submit = (id: string) => callJson(server, `${FLOWS}/${id}/submit`, { body: {} });

  it('derives the totals from the lines, exactly, and gives each line an id', async () => {
    const { answer, id } = await create([office('0.10'), office('0.20'), meal('1117.08', 5)]);
    expect(answer.status).toBe(201);
    const bill = stored(id);
    expect(bill.form.expenseMoney.standard).toBe('1117.38');
    expect(bill.form.payMoney.standard).toBe('1117.38');
    expect(bill.form.details.map((each) => each.id)).toEqual([`${id}-L1`, `${id}-L2`, `${id}-L3`]);
    expect(bill.form.details[0].feeTypeForm.receivingAmount).toMatchObject({ standard: '0.10' });
  });

  it('refuses a total that disagrees with the lines, naming both amounts, and writes nothing', async () => {
    const { id } = await create([office('10.00')]);
    const put = await callJson(server, `${FLOWS}/${id}`, {
      method: 'PUT',
      body: { form: { details: [office('10.00'), office('5.00')], expenseMoney: cny('10.00') } },
    });
    expect(put.status).toBe(400);
    expect(put.body.error).toEqual({
      code: 'error:lab:total-mismatch',
      message: '报销金额 ¥10.00 与费用明细合计 ¥15.00 不一致',
      sent: '10.00',
      lines: '15.00',
    });
    expect(stored(id).form.details).toHaveLength(1);
  });

  it('refuses to submit unfinished lines, naming each line and what it lacks', async () => {
    const { id } = await create([office('10.00'), line('meal', '0.00')]);
    const answer = await submit(id);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'error:lab:bill-incomplete',
      problems: [
        { detailId: `${id}-L2`, field: 'amount', message: '第 2 条费用明细（餐费）缺少金额' },
        {
          detailId: `${id}-L2`,
          field: 'attendees',
          message: '第 2 条费用明细（餐费）缺少用餐人员',
        },
      ],
    });
    const empty = await create([]);
    expect((await submit(empty.id)).body.error?.message).toBe('请添加至少一条费用明细');
  });

  it('answers a meal over its per-person limit with a policy check naming the line', async () => {
    const { id } = await create([meal('900.00', 2)]);
    const answer = await submit(id);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      expect.objectContaining({ type: 'policyCheck', allowSubmit: false, detailId: `${id}-L1` }),
    ]);
  });

  it('deletes the submitter’s draft, and copies a bill into a new draft without its invoices', async () => {
    const file = { fileId: { id: 'f1' }, fileName: 'a.jpg' };
    const invoiced = {
      ...office('8.00'),
      feeTypeForm: {
        ...office('8.00').feeTypeForm,
        invoiceForm: { type: 'exist', invoices: [{ file }] },
      },
    };
    const { answer, id } = await create([invoiced]);
    expect(answer.body.value?.actions).toEqual(expect.arrayContaining(['delete', 'copy', 'edit']));
    const copied = await callJson(server, `${FLOWS}/${id}/copy`, { body: {} });
    expect(copied.status).toBe(201);
    const copy = stored(copied.body.value?.id);
    expect(copy).toMatchObject({
      state: 'draft',
      form: { title: '报销', expenseMoney: { standard: '8.00' } },
    });
    expect(copy.form.details[0].feeTypeForm.invoiceForm).toEqual({ type: 'noExist', invoices: [] });
    expect(copy.form.code).not.toBe(stored(id).form.code);
    const deleted = await server.request(`${FLOWS}/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await callJson(server, `${FLOWS}/${id}`)).status).toBe(404);
  });

  it('recalls a submitted bill until an approver acts, then refuses', async () => {
    const { id } = await create([office('10.00')]);
    await submit(id);
    expect((await callJson(server, `${FLOWS}/${id}`)).body.value?.actions).toContain('retract');
    const bill = stored(id);
    bill.logs.push({
      ...bill.logs[bill.logs.length - 1],
      action: 'freeflow.agree',
      operatorId: 'x',
    });
    const refused = await callJson(server, `${FLOWS}/${id}/retract`, { body: {} });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'error:lab:bill-acted-on']);
  });

  it('says who rejected a bill, where, when and why, on the detail and in my list', async () => {
    const { id } = await create([office('10.00')]);
    await submit(id);
    const bill = stored(id);
    const node = bill.plan.nodes.find((each) => each.id === bill.plan.currentNodeId);
    const approver = node?.signer ?? node?.counterSigners?.[0].signer ?? '';
    const cookie = `lab-tenant=${corp()}; lab-host-staff=${approver}`;
    const rejected = await callJson(server, `${FLOWS}/${id}/approve`, {
      body: { action: 'reject', comment: '发票抬头不对' },
      headers: { cookie },
    });
    expect(rejected.body.value?.state).toBe('rejected');
    const detail = await callJson(server, `${FLOWS}/${id}`);
    expect(detail.body.value?.rejection).toEqual({
      by: approver,
      nodeId: node?.id,
      nodeName: node?.name,
      time: NOW.getTime(),
      reason: '发票抬头不对',
    });
    const mine = await callJson(server, `${FLOWS}/my/search`, {
      body: { filterBy: `id == "${id}"` },
    });
    expect(mine.body.items?.[0].rejection).toEqual(detail.body.value?.rejection);
  });

  it('names the payee with a masked card number on every paying bill', async () => {
    const { answer } = await create([office('10.00')]);
    expect(answer.body.value?.payee).toMatchObject({
      type: 'PERSONAL',
      cardNo: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      bank: expect.any(String),
      branch: expect.any(String),
    });
  });
});
