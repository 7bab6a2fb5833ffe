import type { Faker } from '@faker-js/faker';
import { createSeededFaker } from './createSeededFaker';
import type { Bill } from './billTypes';
import { BILL_FORM_TYPES, BILL_STATES } from '@contracts/billVocabulary';
import type { BillFormType, BillState } from '@contracts/billVocabulary';
import { BillDriver, stepClock } from './driveBill';
import { reachBillState } from './reachBillState';
import { seedBillDraft } from './seedBillDraft';
import { seedBillEchoes } from './seedBillEchoes';
import type { PlanShape, TenantSigners } from './seedBillPlan';
import { seedPrintHistory } from './seedPrintHistory';
import { tenantSigners } from './tenantSigners';
import type { Staff, Tenant } from './types';
import { PAYING_FORM_TYPES } from '@contracts/billVocabulary';

const PAPER_TYPES: readonly BillFormType[] = [
  'expense',
  'reimbursement',
  'amortizeExpense',
  'loan',
];
const NON_PAYING_FORM_TYPES = BILL_FORM_TYPES.filter((type) => !PAYING_FORM_TYPES.includes(type));
const PAPER_STATES: ReadonlySet<BillState> = new Set(['sending', 'receiving', 'receivingExcep']);
const PAYMENT_STATES: ReadonlySet<BillState> = new Set(['paying', 'PROCESSING', 'paid', 'failure']);
/** The busiest states get more bills, so lists and the backlog have something to page through. */
const EXTRA_STATES: readonly BillState[] = ['approving', 'approving', 'paid', 'draft'];
const DAY_MS = 86_400_000;
const GENERIC: ReadonlySet<BillState> = new Set(
  BILL_STATES.filter(
    (state) => !PAPER_STATES.has(state) && !PAYMENT_STATES.has(state) && state !== 'PROCESS',
  ),
);
const ATTEMPTS = 12;

/**
 * Every tenant's bills: each state twice in the group, once in each subsidiary, plus extras,
 * then their older echoes (seedBillEchoes) for hundreds per tenant. Each tenant draws from its
 * own faker, so a tenant's bills do not shift when another changes.
 */
export function seedBills(
  seed: number,
  now: Date,
  tenants: Tenant[],
  staffs: Staff[],
  currentStaffId: string,
): Bill[] {
  return tenants.flatMap((tenant, index) => {
    const faker = createSeededFaker((seed * 31 + (index + 1) * 7919) >>> 0, now);
    const { signers, submitters } = tenantSigners(tenant, staffs, currentStaffId);
    const perState = tenant.parentId === null ? 2 : 1;
    let turn = index * 5;
    const targets = [
      ...BILL_STATES.flatMap((state) => Array(perState).fill(state)),
      ...EXTRA_STATES,
    ];
    const bills = targets.map((target: BillState, position) => {
      const submitter =
        position % 3 === 0 ? signers.current : faker.helpers.arrayElement(submitters);
      // The tenant's first draft forbids submitting while a node matches nobody.
      const forbid = target === 'draft' && position === targets.indexOf('draft');
      return seedOne(faker, now.getTime(), signers, submitters, {
        target,
        submitter,
        sequence: position + 1,
        turn: GENERIC.has(target) ? turn++ : 0,
        forbid,
      });
    });
    linkRequisitions(faker, bills);
    return [...bills, ...seedBillEchoes(bills)];
  });
}

interface BillRequest {
  target: BillState;
  submitter: Staff;
  sequence: number;
  /** The turn in the tenant's rotation through every bill type. */
  turn: number;
  forbid: boolean;
}

function seedOne(
  faker: Faker,
  now: number,
  signers: TenantSigners,
  submitters: Staff[],
  request: BillRequest,
): Bill {
  const { target } = request;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const formType = typeFor(faker, target, request.turn + attempt);
    const zeroPay = target === 'PROCESS' && PAYING_FORM_TYPES.includes(formType);
    const shape: PlanShape = {
      paper:
        PAPER_STATES.has(target) ||
        (PAPER_TYPES.includes(formType) && faker.datatype.boolean(0.25)),
      pays: PAYING_FORM_TYPES.includes(formType),
      nonMatchedDefines: request.forbid ? 'FORBID' : 'SKIP',
    };
    const createTime = now - faker.number.int({ min: 3_600_000, max: 90 * DAY_MS });
    const submitter = attempt === 0 ? request.submitter : faker.helpers.arrayElement(submitters);
    const draft = seedBillDraft(faker, signers, {
      formType,
      submitter,
      shape,
      zeroPay,
      createTime,
      sequence: request.sequence,
    });
    const driver = new BillDriver(faker, stepClock(faker, createTime, now));
    const bill = request.forbid ? draft : reachBillState(driver, faker, draft, target);
    if (bill?.state === target) return seedPrintHistory(driver, faker, bill, signers);
  }
  throw new Error(`The bill seed could not reach the state ${target}`);
}

function typeFor(faker: Faker, target: BillState, turn: number): BillFormType {
  if (PAPER_STATES.has(target)) return faker.helpers.arrayElement(PAPER_TYPES);
  if (PAYMENT_STATES.has(target)) return faker.helpers.arrayElement(PAYING_FORM_TYPES);
  // Mostly bill types that pay nothing; an expense whose pay amount is zero completes the same way.
  if (target === 'PROCESS')
    return faker.helpers.arrayElement([...NON_PAYING_FORM_TYPES, 'expense']);
  // Taking turns puts every bill type of docs/bills-and-workflow.md in the group's mix.
  return BILL_FORM_TYPES[turn % BILL_FORM_TYPES.length];
}

/** Some expense bills draw on a completed requisition, their submitter's own when there is one. */
function linkRequisitions(faker: Faker, bills: Bill[]): void {
  const completed = bills.filter(
    (bill) =>
      bill.formType === 'requisition' && (bill.state === 'PROCESS' || bill.state === 'archived'),
  );
  for (const bill of bills) {
    if (bill.formType !== 'expense' || completed.length === 0 || !faker.datatype.boolean(0.5)) {
      continue;
    }
    const own = completed.find((each) => each.form.submitterId === bill.form.submitterId);
    bill.form.expenseLinks = [(own ?? faker.helpers.arrayElement(completed)).id];
  }
}
