import type { Faker } from '@faker-js/faker';
import { currentNodeOf } from '../bills/advancePlan';
import { applyBillAction } from '../bills/applyBillAction';
import type { BillAction } from '../bills/BillAction';
import type { Bill } from './billTypes';
import type { BillState } from '@contracts/billVocabulary';

/** Hands out increasing times between a bill's creation and the lab's "now". */
export type StepClock = () => number;

export function stepClock(faker: Faker, start: number, now: number): StepClock {
  let time = start;
  return () => {
    const left = now - time;
    const min = Math.min(60_000, Math.floor(left / 4));
    time += faker.number.int({ min, max: Math.max(min, Math.floor(left / 3)) });
    return time;
  };
}

/**
 * Seeds run the same workflow the routes run, so a seeded bill's nodes, logs, payments and
 * print fields are exactly what clicking through the lab would leave behind.
 */
export class BillDriver {
  constructor(
    private readonly faker: Faker,
    private readonly clock: StepClock,
  ) {}

  act(bill: Bill, action: BillAction, actorId: string): Bill {
    return applyBillAction(bill, action, { actorId, now: this.clock() });
  }

  /** Takes the ordinary next step (agree, mail, receive, pay offline) until `done` holds. */
  forwardUntil(bill: Bill, done: (state: BillState) => boolean): Bill | undefined {
    let current = bill;
    for (let steps = 0; steps < 20; steps += 1) {
      if (done(current.state)) return current;
      const step = this.nextStep(current);
      if (!step) return undefined;
      current = this.act(current, step.action, step.actorId);
    }
    return undefined;
  }

  /** The current assignee's ordinary step, or undefined when the flow waits for nobody. */
  nextStep(bill: Bill): { action: BillAction; actorId: string } | undefined {
    const node = currentNodeOf(bill);
    if (!node) return undefined;
    const { faker } = this;
    if (bill.state === 'approving') {
      const signer =
        node.signer ?? node.counterSigners?.find((each) => each.state === 'APPROVING')?.signer;
      if (!signer) return undefined;
      const name = faker.datatype.boolean(0.15) ? 'review' : 'agree';
      const comment =
        name === 'review'
          ? '建议财务复核发票'
          : faker.helpers.arrayElement(['', '同意', '情况属实']);
      return { action: { name, comment }, actorId: signer };
    }
    if (!node.signer) return undefined;
    if (bill.state === 'sending') {
      const action: BillAction = faker.datatype.boolean(0.7)
        ? { name: 'addExpress', expressNo: `SF${faker.string.numeric(12)}` }
        : { name: 'jumpExpress' };
      return { action, actorId: node.signer };
    }
    if (bill.state === 'receiving') return { action: { name: 'receive' }, actorId: node.signer };
    if (bill.state === 'paying') {
      return { action: { name: 'pay', channel: 'OFFLINE' }, actorId: node.signer };
    }
    return undefined;
  }

  /** The actor of the current node, for the final step of a script (reject, nullify, pay…). */
  assignee(bill: Bill): string | undefined {
    return this.nextStep(bill)?.actorId;
  }
}
