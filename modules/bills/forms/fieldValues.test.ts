import { parseFieldDescriptors } from './FieldDescriptor';
import { formValuesOf } from './fieldValues';
import { everyKindSpec } from './testing/formFixtures';

const { fields } = parseFieldDescriptors(everyKindSpec);

describe('formValuesOf', () => {
  it('starts every field empty without a record', () => {
    expect(formValuesOf(fields)).toEqual({
      title: '',
      count: '',
      amount: '',
      day: '',
      trip: { start: '', end: '' },
      paper: false,
      urgent: false,
      owner: '',
      members: [],
      files: [],
      calc: undefined,
    });
  });

  it('reads a saved bill’s wire values into form state', () => {
    const day = new Date(2025, 2, 9, 14, 30).getTime();
    const values = formValuesOf(fields, {
      title: '差旅',
      count: 3,
      amount: { standard: '12345678901234567.89', standardStrCode: 'CNY' },
      day,
      trip: { start: '2025-03-01', end: day },
      paper: true,
      urgent: 'yes',
      owner: { id: 'staff-1', name: '韩梅梅' },
      members: ['staff-2', { id: 'staff-3' }, 'staff-2', 7, {}],
      files: [
        { fileId: { id: 'f1', key: 'k', url: 'https://cdn/x.pdf' }, fileName: 'x.pdf' },
        { fileId: 'f2' },
        { fileName: 'no id' },
      ],
      calc: { anything: true },
    });
    expect(values).toMatchObject({
      title: '差旅',
      count: '3',
      amount: '12345678901234567.89',
      day: '2025-03-09',
      trip: { start: '2025-03-01', end: '2025-03-09' },
      paper: true,
      urgent: false,
      owner: 'staff-1',
      members: ['staff-2', 'staff-3', '7'],
      calc: { anything: true },
    });
    expect(values.files).toEqual([
      { fileName: 'x.pdf', fileId: { id: 'f1', key: 'k', url: 'https://cdn/x.pdf' } },
      { fileName: '', fileId: { id: 'f2' } },
    ]);
  });

  it('empties what it cannot read instead of passing it on', () => {
    const values = formValuesOf(fields, {
      title: { evil: true },
      amount: '1e400',
      day: '2025-02-30',
      members: 'staff-1',
      __proto__: { title: 'inherited' },
    });
    expect(values).toMatchObject({ title: '', amount: '', day: '', members: [] });
  });
});
