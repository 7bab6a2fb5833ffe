import { FeeLinesStore } from './FeeLinesStore';
import { foreignLineMoney } from './foreignAmount';
import { lineMoney } from './lineTotals';
import { baseFields, feeTypes } from './testing/lineFixtures';

const USD = {
  strCode: 'USD',
  numCode: '840',
  symbol: '$',
  unit: '美元',
  scale: 2,
  sysRate: '7.2540',
};
const values = (amount: string) => ({ amount, feeDate: '2026-11-02', item: '纸', quantity: '1' });

describe('foreign lines in the store', () => {
  it('totals the standard sides and sends the whole foreign side on the wire', () => {
    const store = new FeeLinesStore(baseFields, feeTypes);
    const money = foreignLineMoney('100', USD, '7.2540');
    store.add('corp:feeType:office', '办公用品', values('725.40'), [], money);
    store.add('corp:feeType:office', '办公用品', values('0.60'));
    expect(store.total).toBe('726.00');
    const [sent] = store.toWire();
    expect(sent.feeTypeForm).toMatchObject({
      amount: {
        standard: '725.40',
        foreign: '100.00',
        foreignStrCode: 'USD',
        foreignScale: 2,
        rate: '7.2540',
        sysRate: '7.2540',
      },
    });
    expect(lineMoney(store.lines[0])).toBe(money);
    expect(lineMoney(store.lines[1])).toMatchObject({ standard: '0.60' });
    expect(lineMoney(store.lines[1])?.foreign).toBeUndefined();
  });

  it('keeps a line’s foreign side when an edit leaves its money alone, and drops it for CNY', () => {
    const store = new FeeLinesStore(baseFields, feeTypes);
    const money = foreignLineMoney('100', USD, '7.2540');
    const key = store.add('corp:feeType:office', '办公用品', values('725.40'), [], money);
    const change = { feeTypeId: 'corp:feeType:office', feeTypeName: '办公用品' };
    store.update(key, { ...change, values: { ...values('725.40'), item: '笔' } });
    expect(store.lines[0].money).toBe(money);
    store.update(key, { ...change, values: values('725.40'), money: null });
    expect(store.toWire()[0].feeTypeForm).toMatchObject({ amount: { standard: '725.40' } });
    expect(lineMoney(store.lines[0])?.foreign).toBeUndefined();
  });
});
