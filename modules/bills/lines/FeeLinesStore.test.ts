import { FeeLinesStore } from './FeeLinesStore';
import { baseFields, feeTypes, wireLine } from './testing/lineFixtures';

const newStore = () => new FeeLinesStore(baseFields, feeTypes);
const photo = {
  id: 'bill-1-L1-I1',
  invoiceType: 'PAPER_NORMAL',
  file: { fileId: { id: 'f1', url: '/f1' }, fileName: 'invoice.jpg' },
};

/** An office line with one photo invoice and one paper invoice the form does not show. */
const officeLine = wireLine('bill-1-L1', 'office', '293.68', {
  item: '打印纸',
  quantity: 3,
  invoiceForm: { type: 'exist', invoices: [photo, { id: 'i2', invoiceCode: '0441' }] },
});

describe('FeeLinesStore', () => {
  it('reads the lines with their fee type’s own fields and photos, and totals them', () => {
    const store = newStore();
    store.load(
      [officeLine, wireLine('bill-1-L2', 'meal', '1117.08', { attendees: ['corp:a', 'corp:b'] })],
      '1410.76',
    );
    const [office, meal] = store.lines;
    expect(office.values).toMatchObject({ amount: '293.68', item: '打印纸', quantity: '3' });
    expect(office.values.invoicePhotos).toEqual([
      { fileName: 'invoice.jpg', fileId: { id: 'f1', url: '/f1' } },
    ]);
    expect(meal.values.attendees).toEqual(['corp:a', 'corp:b']);
    expect([store.total, store.serverMismatch]).toEqual(['1410.76', false]);
  });

  it('sends the lines back whole, photos as invoices with their ids, other invoices untouched', () => {
    const store = newStore();
    store.load([officeLine], '293.68');
    const [wire] = store.toWire();
    expect(wire).toMatchObject({
      id: 'bill-1-L1',
      feeTypeId: 'corp:feeType:office',
      feeTypeForm: {
        amount: { standard: '293.68' },
        item: '打印纸',
        quantity: '3',
        feeDate: expect.any(Number),
        invoiceForm: {
          type: 'exist',
          invoices: [
            { id: 'i2', invoiceCode: '0441' },
            { id: 'bill-1-L1-I1', file: { fileName: 'invoice.jpg' } },
          ],
        },
      },
    });
  });

  describe('when a fee type’s specification is malformed', () => {
    it('keeps that line read-only and unchanged, and never loses the other lines', () => {
      const store = newStore();
      const broken = wireLine('bill-1-L2', 'broken', '50.00', { secret: 'kept' });
      const nameless: Record<string, unknown> = wireLine('bill-1-L3', 'office', '5.00');
      delete nameless.feeTypeId;
      store.load([wireLine('bill-1-L1', 'office', '10.00'), broken, nameless], '65.00');
      expect(store.lines).toHaveLength(3);
      expect(store.fieldsOf(store.lines[1])).toBeNull();
      expect(store.fieldsOf(store.lines[2])).toBeNull();
      store.update(store.lines[1].key, { ...store.lines[1], values: { amount: '1' } });
      expect(store.total).toBe('65.00');
      expect(store.toWire().slice(1)).toEqual([broken, nameless]);
    });
  });

  it('shows a server total that disagrees with its lines, and never overwrites it', () => {
    const store = newStore();
    store.load([wireLine('bill-1-L1', 'office', '10.00')], '12.00');
    expect([store.serverMismatch, store.serverTotal, store.total]).toEqual([
      true,
      '12.00',
      '10.00',
    ]);
  });

  it('adds, duplicates without invoices, moves and removes lines, the total following', () => {
    const store = newStore();
    store.load(
      [
        wireLine('bill-1-L1', 'office', '1.10', {
          invoiceForm: { type: 'exist', invoices: [photo] },
        }),
      ],
      '1.10',
    );
    const added = store.add('corp:feeType:meal', '餐费', { amount: '2.20', attendees: ['a'] });
    expect(store.total).toBe('3.30');
    const copy = store.duplicate(store.lines[0].key) ?? '';
    expect(store.lines.map((line) => line.key)).toEqual(['bill-1-L1', copy, added]);
    expect(store.lines[1]).toMatchObject({ id: null, invoices: [], values: { invoicePhotos: [] } });
    store.move(added, -1);
    store.move('bill-1-L1', -1);
    expect(store.lines.map((line) => line.key)).toEqual(['bill-1-L1', added, copy]);
    store.remove(copy);
    expect([store.total, store.version]).toEqual(['3.30', 4]);
  });

  it('takes the server’s ids after a save, keeping what was typed since', () => {
    const store = newStore();
    const key = store.add('corp:feeType:office', '办公用品', { amount: '5', item: '笔' });
    store.adopt([wireLine('bill-1-L3', 'office', '5.00')], '5.00');
    expect(store.lines[0]).toMatchObject({ key, id: 'bill-1-L3', values: { amount: '5' } });
  });

  it('says which required fields a line lacks, and what the server said about it', () => {
    const store = newStore();
    store.load([wireLine('bill-1-L1', 'meal', '90.00')], '90.00');
    expect(store.missingOf(store.lines[0]).map((field) => field.name)).toEqual(['attendees']);
    store.setProblems([{ detailId: 'bill-1-L1', message: '人均超标' }]);
    expect(store.problemsOf(store.lines[0])).toEqual(['人均超标']);
    store.update(store.lines[0].key, { ...store.lines[0], values: { amount: '80' } });
    expect(store.problemsOf(store.lines[0])).toEqual([]);
  });
});
