import { BILL_FORM_TYPES } from '@contracts/billVocabulary';
import { billTypeFields } from './billTypeFields';
import { commonFields } from './commonFields';
import { fieldEnLabel } from './fieldEnLabels';
import type { SpecificationField } from './specificationTypes';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

function flatten(fields: SpecificationField[]): SpecificationField[] {
  return fields.flatMap((field) => [field, ...flatten(field.fields ?? [])]);
}

const seeded = flatten([
  ...commonFields(),
  ...BILL_FORM_TYPES.flatMap((formType) => billTypeFields(formType)),
]);

function isEnglish(text: string | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '' && !CJK.test(text);
}

describe('fieldEnLabel', () => {
  it('translates a known label', () => {
    expect(fieldEnLabel('标题')).toBe('Title');
    expect(fieldEnLabel('费用承担部门')).toBe('Cost department');
  });

  it('gives an unknown label back unchanged', () => {
    expect(fieldEnLabel('未收录')).toBe('未收录');
  });

  it('does not read inherited object keys as labels', () => {
    expect(fieldEnLabel('constructor')).toBe('constructor');
  });
});

describe('every seeded specification field', () => {
  it.each(seeded.map((field) => [field.name, field.label, field]))(
    '%s (%s) has a non-empty English enLabel',
    (_name, _label, field) => {
      expect(isEnglish((field as SpecificationField).enLabel)).toBe(true);
    },
  );

  it('gives every select option a non-empty English enLabel', () => {
    const options = seeded.flatMap((field) => field.options ?? []);
    expect(options.length).toBeGreaterThan(0);
    expect(options.filter((option) => !isEnglish(option.enLabel))).toEqual([]);
  });

  it('keeps the zh-CN label as the default label', () => {
    const title = seeded.find((field) => field.name === 'title');
    expect(title).toMatchObject({ label: '标题', enLabel: 'Title' });
  });
});
