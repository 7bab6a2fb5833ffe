import type { FieldDescriptor } from './FieldDescriptor';
import { groupFields } from './formSections';

const field = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  name,
  label: name,
  dataType: { type: 'text' },
  kind: 'text',
  required: false,
  readOnly: false,
  allowNegative: false,
  multiline: false,
  withTime: false,
  ...extra,
});

describe('groupFields', () => {
  it('puts fields in their sections in order, required ones first, files by their kind', () => {
    const groups = groupFields([
      field('description'),
      field('payeeId', { section: 'payment', required: true }),
      field('title', { required: true }),
      field('files', { kind: 'attachment' }),
      field('links', { section: 'relations' }),
    ]);
    expect(groups.map((group) => [group.section, group.fields.map((f) => f.name)])).toEqual([
      ['basics', ['title', 'description']],
      ['payment', ['payeeId']],
      ['attachments', ['files']],
      ['relations', ['links']],
    ]);
  });

  it('keeps a section without fields when something else is shown there', () => {
    const groups = groupFields([field('title')], ['lines']);
    expect(groups.map((group) => group.section)).toEqual(['basics', 'lines']);
  });
});
