import { DEFAULT_SEED, seedData } from './seedData';
import { ECHO_ROUNDS } from './seedBillEchoes';

const NOW = new Date('2026-11-21T09:00:00+08:00');
const state = seedData(DEFAULT_SEED, NOW);
const echoes = state.bills.filter((bill) => /-e\d+$/.test(bill.id));
const driven = state.bills.filter((bill) => !echoes.includes(bill));

describe('the echoes of the driven bills', () => {
  it('repeat every driven bill once per round', () => {
    expect(echoes).toHaveLength(driven.length * ECHO_ROUNDS);
  });

  it('are all older than every driven bill of their tenant, so first pages keep their bills', () => {
    for (const tenant of state.tenants) {
      const own = (bills: typeof state.bills) =>
        bills.filter((bill) => bill.corporationId === tenant.corporationId);
      const oldestDriven = Math.min(...own(driven).map((bill) => bill.updateTime));
      const newestEcho = Math.max(...own(echoes).map((bill) => bill.updateTime));
      expect(newestEcho).toBeLessThan(oldestDriven);
    }
  });

  it('keep the state, money and plan of their original with every time moved back alike', () => {
    const echo = echoes.find((bill) => bill.logs.length > 2 && bill.id.endsWith('-e2'));
    const original = driven.find((bill) => `${bill.id}-e2` === echo?.id);
    expect(echo?.state).toBe(original?.state);
    expect(echo?.form.expenseMoney).toEqual(original?.form.expenseMoney);
    const shift = (original?.createTime ?? 0) - (echo?.createTime ?? 0);
    expect(shift).toBeGreaterThan(0);
    expect(echo?.logs.map((log) => log.time + shift)).toEqual(original?.logs.map((l) => l.time));
    expect(echo?.form.details[0].feeTypeForm.feeDate).toBe(
      (original?.form.details[0].feeTypeForm.feeDate ?? 0) - shift,
    );
  });

  it('own their plan, so a workflow step on an echo leaves the original alone', () => {
    const echo = echoes[0];
    const original = driven.find((bill) => `${bill.id}-e1` === echo.id);
    expect(echo.plan).not.toBe(original?.plan);
    expect(echo.plan.nodes[0]).not.toBe(original?.plan.nodes[0]);
    expect(echo.form).not.toBe(original?.form);
    expect(echo.logs).not.toBe(original?.logs);
  });
});
