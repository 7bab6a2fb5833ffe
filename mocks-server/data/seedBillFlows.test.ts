import type { Bill } from './billTypes';
import { DEFAULT_SEED, seedData } from './seedData';

const NOW = new Date('2026-11-21T09:00:00+08:00');
const { bills } = seedData(DEFAULT_SEED, NOW);
const inState = (state: Bill['state']) => bills.filter((bill) => bill.state === state);
const current = (bill: Bill) => bill.plan.nodes.find((node) => node.id === bill.plan.currentNodeId);
const settled = (bill: Bill) =>
  bill.plan.nodes.every((node) => node.state === 'PROCESSED' || node.state === 'SKIPPED');

describe('the seeded approval nodes', () => {
  it('are untouched on drafts and pending bills', () => {
    for (const bill of [...inState('draft'), ...inState('pending')]) {
      expect(bill.plan.nodes.every((node) => node.state === 'NOT_STARTED')).toBe(true);
      expect(bill.plan.currentNodeId).toBeNull();
    }
  });

  it.each([
    ['approving', 'APPROVING'],
    ['sending', 'SENDING'],
    ['receiving', 'RECEIVING'],
    ['receivingExcep', 'RECEIVING_EXCEP'],
    ['paying', 'PAYING'],
    ['failure', 'PAYING'],
  ] as const)(
    'wait at a %s node whose state is %s, everything before it settled',
    (state, nodeState) => {
      for (const bill of inState(state)) {
        const node = current(bill);
        expect(node?.state).toBe(nodeState);
        expect(bill.currRoleId).toBe(node?.roleId);
        const before = bill.plan.nodes.slice(0, bill.plan.nodes.indexOf(node as never));
        expect(before.every((each) => each.state === 'PROCESSED' || each.state === 'SKIPPED')).toBe(
          true,
        );
      }
    },
  );

  it('are all settled once the flow completed', () => {
    for (const bill of [...inState('paid'), ...inState('PROCESS'), ...inState('archived')]) {
      expect(bill.plan.currentNodeId).toBeNull();
      expect(settled(bill)).toBe(true);
    }
  });

  it('show who rejected or voided a bill', () => {
    for (const bill of inState('rejected'))
      expect(bill.plan.nodes.some((node) => node.state === 'REJECTED')).toBe(true);
    for (const bill of inState('nullify'))
      expect(bill.plan.nodes.some((node) => node.state === 'NULLIFIED')).toBe(true);
  });

  it('include countersigns, several skip types and several auto-agree reasons', () => {
    const nodes = bills.flatMap((bill) => bill.plan.nodes);
    expect(nodes.some((node) => node.type === 'countersign' && node.counterSigners?.length)).toBe(
      true,
    );
    expect(new Set(nodes.map((node) => node.skippedType)).size).toBeGreaterThanOrEqual(4);
    const reasons = new Set(
      nodes.filter((node) => node.action === 'freeflow.autoAgree').map((node) => node.agreeType),
    );
    expect(reasons.size).toBeGreaterThanOrEqual(4);
  });
});

describe('the seeded payments and print fields', () => {
  it('pay paid bills successfully and nothing on bills that pay nothing', () => {
    for (const bill of inState('paid'))
      expect(bill.payments.some((payment) => payment.state === 'SUCCESS')).toBe(true);
    for (const bill of inState('PROCESS')) expect(bill.payments).toEqual([]);
    for (const bill of inState('failure')) {
      expect(bill.payments.at(-1)).toMatchObject({ channel: 'CHANPAY', state: 'FAILURE' });
      expect(bill.form.expenseStatus).toBe('WAITING');
    }
  });

  it('mark the paper received once the receipt node passed', () => {
    for (const bill of bills.filter((each) => each.form.receiptState === 'RECEIVED')) {
      expect(bill.plan.nodes.find((node) => node.type === 'receive')?.state).toBe('PROCESSED');
      expect(bill.printState).toBe('received');
    }
  });

  it('count prints with their time and printer, and use every print state', () => {
    const printed = bills.filter((bill) => bill.printCount > 0);
    expect(printed.length).toBeGreaterThan(5);
    for (const bill of printed) expect(bill.lastPrinter && bill.lastPrintTime).toBeTruthy();
    expect(new Set(bills.map((bill) => bill.printState))).toEqual(
      new Set(['noPrint', 'autoRemind', 'reminded', 'printed', 'received']),
    );
  });
});
