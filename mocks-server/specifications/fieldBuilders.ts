import type {
  FieldDataType,
  FieldFormatType,
  FieldOption,
  RefKind,
  SpecificationField,
} from './specificationTypes';
import { fieldEnLabel } from './fieldEnLabels';

type FieldExtras = Partial<
  Pick<
    SpecificationField,
    'required' | 'min' | 'max' | 'options' | 'fields' | 'dependsOn' | 'readOnly' | 'section'
  >
>;

/** A choice as the catalogue writes it; its English label comes from the table. */
type OptionDraft = Pick<FieldOption, 'value' | 'label'>;

/** A field whose data type is named after its format unless told otherwise. */
export function field(
  name: string,
  label: string,
  type: FieldFormatType,
  dataType: FieldDataType,
  extras: FieldExtras = {},
): SpecificationField {
  return { name, label, enLabel: fieldEnLabel(label), type, dataType, required: false, ...extras };
}

export function textField(name: string, label: string, extras: FieldExtras = {}) {
  return field(name, label, 'text', { type: 'text' }, extras);
}

export function moneyField(name: string, label: string, extras: FieldExtras = {}) {
  return field(name, label, 'money', { type: 'money' }, { min: 0, ...extras });
}

export function dateField(name: string, label: string, extras: FieldExtras = {}) {
  return field(name, label, 'date', { type: 'date' }, extras);
}

export function selectField(
  name: string,
  label: string,
  choices: readonly OptionDraft[],
  extras: FieldExtras = {},
) {
  const options = choices.map((choice) => ({ ...choice, enLabel: fieldEnLabel(choice.label) }));
  return field(name, label, 'select', { type: 'text' }, { options, ...extras });
}

/** A ref picker; `many` makes the value a list of refs to the same entity. */
export function refField(
  name: string,
  label: string,
  refKind: RefKind,
  entity: string,
  extras: FieldExtras & { many?: boolean } = {},
): SpecificationField {
  const { many = false, ...rest } = extras;
  const dataType: FieldDataType = { type: many ? 'list' : 'ref', entity };
  return { ...field(name, label, 'ref', dataType, rest), refKind };
}

export function attachmentField(name: string, label: string, extras: FieldExtras = {}) {
  return field(name, label, 'attachment', { type: 'attachment' }, { min: 0, max: 9, ...extras });
}
