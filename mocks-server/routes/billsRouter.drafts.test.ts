import { errorEnvelopeSchema, policyCheckAnswerSchema } from '@contracts/http/errorAnswer';
import * as v from 'valibot';
import type { Bill } from '../data/billTypes';
import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

const NOW = new Date('2026-11-21T01:00:00Z');
const FLOWS = '/api/v1/flow/flows';
const cny = (standard: string) => ({ standard, standardScale: 2, standardStrCode: 'CNY' });

describe('writing drafts over HTTP', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ seed: 5, now: () => NOW });
  });
  afterEach(() => server.close());

  const corp = () => server.mock.state.currentCorporationId;
  const expenseSpec = () => `${corp()}:spec:expense:1`;
  const stored = (id: unknown) => server.mock.state.bills.find((bill) => bill.id === id);

  const officeLine = (money: string, form: Record<string, unknown> = {}) => ({
    feeTypeId: `${corp()}:feeType:office`,
    feeTypeForm: {
      amount: cny(money),
      feeDate: NOW.getTime(),
      item: '打印纸',
      quantity: 2,
      ...form,
    },
  });

  async function createExpense(money: string, extra: Record<string, unknown> = {}) {
    return callJson(server, FLOWS, {
      body: {
        form: {
          specificationId: expenseSpec(),
          title: '客户拜访交通费',
          payType: 'MIXING',
          details: [officeLine(money)],
          expenseMoney: cny(money),
          project: null,
          ...extra,
        },
      },
    });
  }

  describe('when the current staff creates an expense draft', () => {
    it('answers 201 with the draft, numbered after the tenant’s bills and editable', async () => {
      const answer = await createExpense('88.50', { notAField: 'dropped', code: 'X1' });
      expect(answer.status).toBe(201);
      const value = answer.body.value ?? {};
      expect(value).toMatchObject({ state: 'draft', formType: 'expense' });
      expect(value.actions).toEqual(expect.arrayContaining(['submit', 'edit']));
      const bill = stored(value.id) as Bill & { form: Record<string, unknown> };
      expect(bill.form).toMatchObject({
        title: '客户拜访交通费',
        payType: 'MIXING',
        submitterId: server.mock.state.currentStaffId,
        expenseMoney: { standard: '88.50', standardStrCode: 'CNY' },
        payMoney: { standard: '88.50' },
      });
      expect(bill.form.code).toMatch(/^B26\d{5}$/);
      expect(bill.form).not.toHaveProperty('notAField');
      const mine = await callJson(server, '/api/v1/flow/flows/my/search', {
        body: { filterBy: `id == "${bill.id}"` },
      });
      expect(mine.body.count).toBe(1);
    });

    it('submits it to an approver who is not the submitter', async () => {
      const created = await createExpense('120.00');
      const id = String(created.body.value?.id);
      const submitted = await callJson(server, `${FLOWS}/${id}/submit`, { body: {} });
      expect(submitted.status).toBe(200);
      expect(submitted.body.value?.state).toBe('approving');
      const bill = stored(id);
      const waiting = bill?.plan.nodes.find((node) => node.id === bill.plan.currentNodeId);
      const owners = waiting?.counterSigners?.map((each) => each.signer) ?? [waiting?.signer];
      expect(owners).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(owners).not.toContain(bill?.form.submitterId);
    });
  });

  describe('when the body is not acceptable', () => {
    it.each([
      ['an unknown specification', () => ({ specificationId: 'nope' })],
      ['an inactive specification version', () => ({ specificationId: `${corp()}:spec:custom:1` })],
      ['an unknown pay type', () => ({ payType: 'CASH' })],
      ['money that is no amount', () => ({ expenseMoney: cny('-1') })],
      [
        'a choice not offered',
        () => ({
          details: [
            {
              feeTypeId: `${corp()}:feeType:travel`,
              feeTypeForm: { amount: cny('1.00'), tripMeans: 'whenever' },
            },
          ],
        }),
      ],
      [
        'a date that is no timestamp',
        () => ({ details: [officeLine('1.00', { feeDate: 'today' })] }),
      ],
      ['a total that is not the sum of the lines', () => ({ expenseMoney: cny('2.00') })],
    ])('refuses %s with 400', async (_, form) => {
      const before = server.mock.state.bills.length;
      const answer = await createExpense('1.00', form());
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toMatch(/^error:lab:(bad-request|total-mismatch)$/);
      expect(server.mock.state.bills).toHaveLength(before);
    });
  });

  describe('when a draft is updated', () => {
    it('changes only the values sent and keeps the specification', async () => {
      const created = await createExpense('10.00');
      const id = String(created.body.value?.id);
      const put = await callJson(server, `${FLOWS}/${id}`, {
        method: 'PUT',
        body: { form: { title: '改过的标题', payType: 'CORPORATION' } },
      });
      expect(put.status).toBe(200);
      expect(stored(id)?.form).toMatchObject({
        title: '改过的标题',
        payType: 'CORPORATION',
        expenseMoney: { standard: '10.00' },
      });
      const moved = await callJson(server, `${FLOWS}/${id}`, {
        method: 'PUT',
        body: { form: { specificationId: `${corp()}:spec:loan:1` } },
      });
      expect(moved.status).toBe(400);
    });

    it('refuses a bill past draft, and another staff’s draft, with 409', async () => {
      const approving = server.mock.state.bills.find(
        (bill) => bill.corporationId === corp() && bill.state === 'approving',
      );
      const foreign = server.mock.state.bills.find(
        (bill) =>
          bill.corporationId === corp() &&
          bill.state === 'draft' &&
          bill.form.submitterId !== server.mock.state.currentStaffId,
      );
      const put = (bill: Bill | undefined) =>
        callJson(server, `${FLOWS}/${bill?.id}`, { method: 'PUT', body: { form: { title: 'x' } } });
      const illegal = await put(approving);
      expect(illegal.body.error?.code).toBe('error:lab:bill-illegal-transition');
      expect(v.safeParse(errorEnvelopeSchema, illegal.body).issues).toBeUndefined();
      const refused = await put(foreign);
      expect([refused.status, refused.body.error?.code]).toEqual([
        409,
        'error:lab:bill-not-assignee',
      ]);
      expect(foreign?.form.title).not.toBe('x');
    });
  });

  describe('when the bill breaks the expense standard', () => {
    it('answers the spec’s policy check and keeps the bill a draft', async () => {
      const created = await createExpense('50000.01');
      const id = String(created.body.value?.id);
      const answer = await callJson(server, `${FLOWS}/${id}/submit`, { body: {} });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errorCode: 'error:lab:policy-check',
        message: [{ type: 'policyCheck', allowSubmit: false, standard: '50000.00' }],
      });
      expect(v.safeParse(policyCheckAnswerSchema, answer.body).issues).toBeUndefined();
      expect(stored(id)?.state).toBe('draft');
    });
  });
});
