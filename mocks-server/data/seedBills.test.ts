import { backlogOf } from '../bills/backlogOf';
import { standardMinorOf } from './billMoney';
import { BILL_FORM_TYPES, BILL_STATES } from '@contracts/billVocabulary';
import { DEFAULT_SEED, seedData } from './seedData';
import { seedBills } from './seedBills';

const NOW = new Date('2026-11-21T09:00:00+08:00');
const state = seedData(DEFAULT_SEED, NOW);
const [group, ...subsidiaries] = state.tenants;
const billsOf = (corporationId: string) =>
  state.bills.filter((bill) => bill.corporationId === corporationId);

describe('the seeded bills', () => {
  it('are the same for the same seed and clock, and others for another seed', () => {
    expect(seedData(DEFAULT_SEED, NOW).bills).toEqual(state.bills);
    const other = seedData(DEFAULT_SEED + 1, NOW).bills.map((bill) => bill.id);
    expect(other).not.toEqual(state.bills.map((bill) => bill.id));
  });

  it('only shift their times when the clock moves', () => {
    const later = seedData(DEFAULT_SEED, new Date(NOW.getTime() + 60_000)).bills;
    expect(later.map((bill) => bill.form.code)).toEqual(state.bills.map((bill) => bill.form.code));
    expect(later.map((bill) => bill.updateTime - 60_000)).toEqual(
      state.bills.map((bill) => bill.updateTime),
    );
  });

  it('cover every state twice in the group and once in each subsidiary', () => {
    for (const tenant of state.tenants) {
      const states = billsOf(tenant.corporationId).map((bill) => bill.state);
      for (const billState of BILL_STATES) {
        const count = states.filter((each) => each === billState).length;
        expect([billState, count >= (tenant === group ? 2 : 1)]).toEqual([billState, true]);
      }
    }
    expect(subsidiaries).toHaveLength(3);
  });

  it('number several hundred per tenant, with unique ids and codes', () => {
    const started = performance.now();
    seedBills(DEFAULT_SEED, NOW, state.tenants, state.staffs, state.currentStaffId);
    const elapsed = performance.now() - started;
    console.info(`seeding ${state.bills.length} bills took ${elapsed.toFixed(1)} ms`);
    expect(new Set(state.bills.map((bill) => bill.id)).size).toBe(state.bills.length);
    for (const tenant of state.tenants) {
      const bills = billsOf(tenant.corporationId);
      expect(bills.length).toBeGreaterThanOrEqual(200);
      expect(new Set(bills.map((bill) => bill.form.code)).size).toBe(bills.length);
    }
  });

  it('use every bill type of docs/bills-and-workflow.md in the group', () => {
    expect(new Set(billsOf(group.corporationId).map((bill) => bill.formType))).toEqual(
      new Set(BILL_FORM_TYPES),
    );
  });

  it('are submitted by the tenant’s own staff', () => {
    const userIds = new Set(state.staffs.map((staff) => staff.userId));
    for (const bill of state.bills) {
      const [corporationId, userId] = bill.form.submitterId.split(':');
      expect(corporationId).toBe(bill.corporationId);
      expect(userIds.has(userId)).toBe(true);
    }
  });

  it('give the lab’s current staff bills of their own and tasks waiting in the group', () => {
    const mine = billsOf(group.corporationId).filter(
      (bill) => bill.form.submitterId === state.currentStaffId,
    );
    expect(mine.length).toBeGreaterThanOrEqual(5);
    const tasks = backlogOf(billsOf(group.corporationId));
    expect(tasks.filter((task) => task.ownerId === state.currentStaffId).length).toBeGreaterThan(0);
  });

  it('are dated between creation and the clock, logs included', () => {
    for (const bill of state.bills) {
      expect(bill.createTime).toBeLessThanOrEqual(bill.updateTime);
      expect(bill.updateTime).toBeLessThanOrEqual(NOW.getTime());
      for (const log of bill.logs) {
        expect(log.time).toBeGreaterThanOrEqual(bill.createTime);
        expect(log.time).toBeLessThanOrEqual(bill.updateTime);
      }
    }
  });
});

describe('the seeded money and files', () => {
  const details = state.bills.flatMap((bill) => bill.form.details);

  it('write amounts as exact decimal strings at scale 2 that add up', () => {
    for (const bill of state.bills) {
      for (const money of [bill.form.expenseMoney, bill.form.payMoney]) {
        expect(money).toMatchObject({ standardScale: 2, standardStrCode: 'CNY' });
        expect(money.standard).toMatch(/^\d+\.\d{2}$/);
      }
      const lines = bill.form.details.flatMap((detail) =>
        detail.feeTypeForm.amount ? [standardMinorOf(detail.feeTypeForm.amount)] : [],
      );
      expect(standardMinorOf(bill.form.expenseMoney)).toBe(lines.reduce((a, b) => a + b, 0n));
    }
  });

  it('convert foreign lines at their rate, rounded half up', () => {
    const foreign = details
      .flatMap((detail) => detail.feeTypeForm.amount ?? [])
      .filter((money) => money.foreign);
    expect(foreign.length).toBeGreaterThan(5);
    for (const money of foreign) {
      expect(money.rate).toMatch(/^\d+\.\d{4}$/);
      expect(money.sysRate).toMatch(/^\d+\.\d{4}$/);
      const scale = money.foreignScale ?? 2;
      const foreignMinor = BigInt((money.foreign ?? '').replace('.', ''));
      const rate = BigInt((money.rate ?? '').replace('.', ''));
      const divisor = 10n ** BigInt(scale + 2);
      expect(standardMinorOf(money)).toBe((foreignMinor * rate + divisor / 2n) / divisor);
    }
    expect(foreign.some((money) => money.rate !== money.sysRate)).toBe(true);
  });

  it('point attachments under /__lab/files by their id', () => {
    const files = state.bills.flatMap((bill) => [
      ...bill.form.attachments,
      ...bill.form.details.flatMap((detail) => detail.feeTypeForm.attachments),
    ]);
    expect(files.length).toBeGreaterThan(20);
    for (const { fileId, fileName } of files) {
      expect(fileId.url).toBe(`/__lab/files/${fileId.id}`);
      expect(fileId.thumbUrl.startsWith(fileId.url)).toBe(true);
      expect(fileId.key.endsWith(fileName.slice(fileName.lastIndexOf('.')))).toBe(true);
    }
  });
});
