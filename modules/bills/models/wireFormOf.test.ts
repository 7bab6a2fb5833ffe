import { parseFieldDescriptors } from '../forms';
import { wireFormOf } from './wireFormOf';

const { fields } = parseFieldDescriptors([
  { name: 'title', dataType: { type: 'text' } },
  { name: 'amount', format: 'money', dataType: { type: 'money' } },
  { name: 'headcount', dataType: { type: 'number' } },
  { name: 'day', dataType: { type: 'date' } },
  { name: 'period', format: 'dateRange', dataType: { type: 'dateRange' } },
  { name: 'urgent', format: 'switcher', dataType: { type: 'boolean' } },
  { name: 'project', dataType: { type: 'ref', entity: 'basedata.Dimension.project' } },
  { name: 'people', dataType: { type: 'list', entity: 'organization.Staff' } },
  { name: 'files', dataType: { type: 'attachment' } },
  { name: 'locked', dataType: { type: 'text' }, readOnly: true },
  { name: 'trip', dataType: { type: 'complex' } },
]);

const localDay = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).getTime();

describe('wireFormOf', () => {
  it('writes every kind in its wire shape: Money, epoch ms, ids, uploaded files', () => {
    const file = new File(['x'], 'new.pdf');
    expect(
      wireFormOf(fields, {
        title: '差旅',
        amount: '1,234.50',
        headcount: '3',
        day: '2026-11-20',
        period: { start: '2026-11-01', end: '' },
        urgent: true,
        project: 'p1',
        people: ['s1', 's2'],
        files: [
          { fileName: 'a.pdf', fileId: { id: 'f1' } },
          { fileName: 'new.pdf', file },
        ],
        locked: 'server',
        trip: { from: 'x' },
      }),
    ).toEqual({
      title: '差旅',
      amount: {
        standard: '1234.50',
        standardScale: 2,
        standardUnit: '元',
        standardSymbol: '¥',
        standardNumCode: '156',
        standardStrCode: 'CNY',
      },
      headcount: '3',
      day: localDay(2026, 11, 20),
      period: { start: localDay(2026, 11, 1), end: null },
      urgent: true,
      project: 'p1',
      people: ['s1', 's2'],
      files: [{ fileName: 'a.pdf', fileId: { id: 'f1' } }],
    });
  });

  it('sends empty values as null (or nothing chosen), so a save can clear a field', () => {
    const empty = { title: '', amount: '', headcount: '', day: '', project: '', people: [] };
    expect(wireFormOf(fields, { ...empty, period: { start: '', end: '' } })).toEqual({
      ...empty,
      amount: null,
      headcount: null,
      day: null,
      period: null,
      project: null,
    });
  });

  it('leaves out fields the form state does not hold', () => {
    expect(wireFormOf(fields, { title: 'x' })).toEqual({ title: 'x' });
  });
});

describe('wireFormOf with a complex field', () => {
  it('writes each editable part in its own wire shape', () => {
    const { fields: withParts } = parseFieldDescriptors([
      {
        name: 'trip',
        dataType: { type: 'complex' },
        fields: [
          { name: 'from', dataType: { type: 'text' } },
          { name: 'cost', format: 'money', dataType: { type: 'money' } },
          { name: 'note', dataType: { type: 'text' }, readOnly: true },
        ],
      },
    ]);
    const wire = wireFormOf(withParts, { trip: { from: '杭州', cost: '12.50', note: 'x' } });
    expect(wire.trip).toEqual({
      from: '杭州',
      cost: expect.objectContaining({ standard: '12.50' }),
    });
  });
});
