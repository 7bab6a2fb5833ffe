import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { cookieOf, type ExpensePeople, type Person } from './journeyPeople';

/** Posts to the bill API as `person`, through the lab's identity cookies. */
export async function postAs(
  request: APIRequestContext,
  person: Person,
  path: string,
  data: object = {},
): Promise<{ status: number; value: { id: string } }> {
  const answer = await request.post(`/api/v1/flow/${path}`, {
    headers: { cookie: cookieOf(person) },
    data,
  });
  const body = (await answer.json()) as { value: { id: string } };
  return { status: answer.status(), value: body.value };
}

/** A one-line office expense draft of `amount` (a decimal string) by the submitter. */
export async function expenseDraft(
  request: APIRequestContext,
  submitter: Person,
  title: string,
  amount: string,
): Promise<string> {
  const corp = submitter.corporationId;
  const line = {
    feeTypeId: `${corp}:feeType:office`,
    feeTypeForm: { amount: { standard: amount }, feeDate: Date.now(), item: '打印纸', quantity: 1 },
  };
  const form = {
    specificationId: `${corp}:spec:expense:1`,
    title,
    details: [line],
    expenseMoney: { standard: amount },
  };
  const draft = await postAs(request, submitter, 'flows', { form });
  expect(draft.status, `draft ${title}`).toBe(201);
  return draft.value.id;
}

/**
 * An expense submitted and agreed by the manager and both finance countersigners: it waits at
 * 出纳支付 in the cashier's 待支付 backlog.
 */
export async function billAtCashier(
  request: APIRequestContext,
  people: ExpensePeople,
  title: string,
  amount: string,
): Promise<string> {
  const id = await expenseDraft(request, people.submitter, title, amount);
  const bill = encodeURIComponent(id);
  expect((await postAs(request, people.submitter, `flows/${bill}/submit`)).status).toBe(200);
  for (const approver of [people.manager, ...people.finance]) {
    const step = await postAs(request, approver, `flows/${bill}/approve`, {
      action: 'agree',
      comment: '',
    });
    expect(step.status, `${approver.name} agrees ${title}`).toBe(200);
  }
  return id;
}

interface PaymentView {
  state: string;
  payments: { channel: string; state: string }[];
}

/** The bill's state and payment records, as the cashier reads them. */
export async function paymentsOf(
  request: APIRequestContext,
  cashier: Person,
  id: string,
): Promise<PaymentView> {
  const answer = await request.get(`/api/v1/flow/flows/${encodeURIComponent(id)}`, {
    headers: { cookie: cookieOf(cashier) },
  });
  expect(answer.ok()).toBe(true);
  const { value } = (await answer.json()) as { value: PaymentView };
  return {
    state: value.state,
    payments: value.payments.map(({ channel, state }) => ({ channel, state })),
  };
}
