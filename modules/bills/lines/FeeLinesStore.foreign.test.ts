import { parseFeeType, type FeeTypeInfo } from './feeTypeCatalog';
import { FeeLinesStore } from './FeeLinesStore';
import { foreignLineMoney } from './foreignAmount';
import { lineMoney } from './lineTotals';
import { baseFields, feeTypes, USD } from './testing/lineFixtures';

const values = (amount: string) => ({ amount, feeDate: '2026-11-02', item: '纸', quantity: '1' });
const hotel = parseFeeType({
  id: 'corp:feeType:hotel',
  name: '住宿费',
  children: [],
  specification: { fields: [], allowForeign: true, currencies: [USD] },
}) as FeeTypeInfo;
const withHotel = new Map([...feeTypes, [hotel.id, hotel]]);
const HOTEL = ['corp:feeType:hotel', '住宿费'] as const;

describe('foreign lines in the store', () => {
  it('totals the standard sides and sends the whole foreign side on the wire', () => {
    const store = new FeeLinesStore(baseFields, withHotel);
    const money = foreignLineMoney('100', USD, '7.2540');
    store.add(...HOTEL, values('725.40'), [], money);
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
    const store = new FeeLinesStore(baseFields, withHotel);
    const money = foreignLineMoney('100', USD, '7.2540');
    const key = store.add(...HOTEL, values('725.40'), [], money);
    const change = { feeTypeId: HOTEL[0], feeTypeName: HOTEL[1] };
    store.update(key, { ...change, values: { ...values('725.40'), item: '笔' } });
    expect(store.lines[0].money).toBe(money);
    store.update(key, { ...change, values: values('725.40'), money: null });
    expect(store.toWire()[0].feeTypeForm).toMatchObject({ amount: { standard: '725.40' } });
    expect(lineMoney(store.lines[0])?.foreign).toBeUndefined();
  });

  it('sends a fee type that takes CNY only the standard side alone, as the lab asks', () => {
    const store = new FeeLinesStore(baseFields, withHotel);
    const money = foreignLineMoney('100', USD, '7.2540');
    store.add('corp:feeType:office', '办公用品', values('725.40'), [], money);
    const amount = (store.toWire()[0].feeTypeForm as { amount: Record<string, unknown> }).amount;
    expect(amount).toMatchObject({ standard: '725.40' });
    expect(amount.foreign).toBeUndefined();
  });
});
