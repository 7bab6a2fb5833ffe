import { invoiceSubjectFields } from './invoiceSubjectFields';

describe('invoiceSubjectFields', () => {
  it.each(['发票主体', '机打发票', 'Invoice subject', ' machine-issued invoice '])(
    'adds the original-file and normal-open flags for %j',
    (entity) => {
      expect(invoiceSubjectFields(entity).map((field) => [field.name, field.kind])).toEqual([
        ['invoiceHasOriginalFile', 'boolean'],
        ['normalOpen', 'boolean'],
      ]);
    },
  );

  it.each(['增值税发票', 'invoice', '', null, 42])('adds nothing for %j', (entity) => {
    expect(invoiceSubjectFields(entity)).toEqual([]);
  });
});
