import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export interface Person {
  id: string;
  name: string;
  corporationId: string;
  external: boolean;
  active: boolean;
}

/** The people one expense meets: its submitter, the manager, two finance countersigners, the cashier. */
export interface ExpensePeople {
  submitter: Person;
  manager: Person;
  finance: [Person, Person];
  cashier: Person;
}

type Node = { signer: string | null; counterSigners?: { signer: string }[] };

export const cookieOf = (person: Person) =>
  `lab-tenant=${person.corporationId}; lab-host-staff=${encodeURIComponent(person.id)}`;

/**
 * A staff whose expense goes to a manager other than themselves, then two finance people, then a
 * cashier: found by asking the lab's plan of a throwaway draft, deleted again.
 */
export async function expensePeople(request: APIRequestContext): Promise<ExpensePeople> {
  const { items } = (await (await request.get('/__lab/staffs')).json()) as { items: Person[] };
  const byId = (id: string | null) => items.find((staff) => staff.id === id);
  for (const submitter of items.filter((each) => each.active && !each.external)) {
    const headers = { cookie: cookieOf(submitter) };
    const form = { specificationId: `${submitter.corporationId}:spec:expense:1`, title: 'probe' };
    const answer = await request.post('/api/v1/flow/flows', { headers, data: { form } });
    expect(answer.ok()).toBe(true);
    const { value } = (await answer.json()) as { value: { id: string; plan: { nodes: Node[] } } };
    await request.delete(`/api/v1/flow/flows/${encodeURIComponent(value.id)}`, { headers });
    const [manager, countersign, cashier] = value.plan.nodes;
    const finance = (countersign.counterSigners ?? []).map((each) => byId(each.signer));
    const people = [byId(manager.signer), finance[0], finance[1], byId(cashier.signer)];
    if (manager.signer === submitter.id || people.some((each) => !each?.active)) continue;
    const [boss, first, second, payer] = people as Person[];
    return { submitter, manager: boss, finance: [first, second], cashier: payer };
  }
  throw new Error('no staff whose expense meets a manager, two finance people and a cashier');
}

/** The lab's bank answers a pending CHANPAY payment (the cashier stands in for its callback). */
export async function bankAnswers(
  request: APIRequestContext,
  cashier: Person,
  billId: string,
  result: 'SUCCESS' | 'FAILURE',
): Promise<void> {
  const answer = await request.post(
    `/api/v1/flow/flows/${encodeURIComponent(billId)}/paymentResult`,
    {
      headers: { cookie: cookieOf(cashier) },
      data: { result, reason: result === 'FAILURE' ? '收款账户信息有误，银行退回' : '' },
    },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
}
