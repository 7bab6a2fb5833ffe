import type { Faker } from '@faker-js/faker';
import type { Bill } from './billTypes';
import type { BillState } from '@contracts/billVocabulary';
import type { BillDriver } from './driveBill';

const FAILURE_REASONS = ['收款账户户名不符', '收款行信息有误', '账户已冻结'];

/**
 * Drives a draft to `target` through the workflow, the way people would have; undefined when
 * this bill's plan cannot get there (e.g. every approver was the submitter), so the caller
 * draws another.
 */
export function reachBillState(
  driver: BillDriver,
  faker: Faker,
  draft: Bill,
  target: BillState,
): Bill | undefined {
  const submitter = draft.form.submitterId;
  if (target === 'draft') {
    if (!faker.datatype.boolean(0.2)) return draft;
    // A retracted bill: a draft again, with history.
    const submitted = driver.act(draft, { name: 'submit' }, submitter);
    return submitted.state === 'approving'
      ? driver.act(submitted, { name: 'retract' }, submitter)
      : undefined;
  }
  if (target === 'pending') return pending(draft, driver.act(draft, { name: 'submit' }, submitter));
  const submitted = driver.act(draft, { name: 'submit' }, submitter);
  switch (target) {
    case 'approving':
      return maybeForward(driver, faker, submitted);
    case 'rejected':
    case 'nullify': {
      const at = maybeForward(driver, faker, submitted);
      const actor = at && driver.assignee(at);
      if (!at || !actor) return undefined;
      const name = target === 'rejected' ? 'reject' : 'nullify';
      return driver.act(
        at,
        { name, comment: name === 'reject' ? '发票抬头有误，请修改' : '重复提交' },
        actor,
      );
    }
    case 'receivingExcep': {
      const at = driver.forwardUntil(submitted, (state) => state === 'receiving');
      const actor = at && driver.assignee(at);
      if (!at || !actor) return undefined;
      return driver.act(at, { name: 'receiveExcep', reason: '纸质发票缺失' }, actor);
    }
    case 'paying':
      return driver.forwardUntil(submitted, (state) => state === 'paying');
    case 'failure':
    case 'PROCESSING': {
      const at = driver.forwardUntil(submitted, (state) => state === 'paying');
      const actor = at && driver.assignee(at);
      if (!at || !actor) return at;
      const inFlight = driver.act(at, { name: 'pay', channel: 'CHANPAY' }, actor);
      if (target === 'PROCESSING') return inFlight;
      const reason = faker.helpers.arrayElement(FAILURE_REASONS);
      return driver.act(inFlight, { name: 'payResult', success: false, reason }, actor);
    }
    case 'paid': {
      const at = driver.forwardUntil(submitted, (state) => state === 'paying' || state === 'paid');
      const actor = at && driver.assignee(at);
      if (!at || !actor || !faker.datatype.boolean(0.3))
        return at && driver.forwardUntil(at, isPaid);
      const inFlight = driver.act(at, { name: 'pay', channel: 'CHANPAY' }, actor);
      return driver.act(inFlight, { name: 'payResult', success: true, reason: '' }, actor);
    }
    case 'archived': {
      const done = driver.forwardUntil(
        submitted,
        (state) => state === 'paid' || state === 'PROCESS',
      );
      return done && driver.act(done, { name: 'archive' }, submitter);
    }
    default:
      return driver.forwardUntil(submitted, (state) => state === target);
  }
}

function isPaid(state: BillState): boolean {
  return state === 'paid';
}

/** Submitted and caught mid-calculation: `pending` is transient in the workflow, so it is set here. */
function pending(draft: Bill, submitted: Bill): Bill {
  const bill = structuredClone(draft);
  bill.state = 'pending';
  bill.form.submitDate = submitted.form.submitDate;
  bill.updateTime = submitted.updateTime;
  bill.logs.push({ ...submitted.logs[submitted.logs.length - 1], state: 'pending' });
  return bill;
}

/** Approving, at the first waiting node or a little further along. */
function maybeForward(driver: BillDriver, faker: Faker, bill: Bill): Bill | undefined {
  if (bill.state !== 'approving') return undefined;
  let current = bill;
  for (let steps = faker.number.int({ min: 0, max: 2 }); steps > 0; steps -= 1) {
    const step = driver.nextStep(current);
    if (!step) break;
    const next = driver.act(current, step.action, step.actorId);
    if (next.state !== 'approving') break;
    current = next;
  }
  return current;
}
