import { fieldKindOf, type ResolvedKind } from './fieldKindOf';
import type { FieldDescriptor } from './FieldDescriptor';
import { FORMAT_TYPES, type FormatType } from './fieldVocabulary';
import { FORM_SECTIONS } from './formSections';
import { parseComplexChildren } from './parseComplexChildren';
import {
  fieldsOf,
  ownValue,
  readBoolean,
  readCount,
  readCurrency,
  readDataType,
  readDecimal,
  readFieldName,
  readOptions,
  readScale,
  readText,
} from './readDescriptorParts';

function readFormat(fields: Record<string, unknown>): FormatType | undefined {
  const value = ownValue(fields, 'format') ?? ownValue(fields, 'formatType');
  return FORMAT_TYPES.find((format) => format === value);
}

/** One field of a specification, or why it cannot be one. Never throws on plain JSON. */
export function parseField(raw: unknown): FieldDescriptor | string {
  const source = fieldsOf(raw);
  const name = readFieldName(source);
  if (!name) return 'no usable name (a plain identifier of at most 64 characters)';
  const dataType = readDataType(source);
  const format = readFormat(source);
  const options = readOptions(ownValue(source, 'options'));
  const children = dataType.type === 'complex' ? parseComplexChildren(source, parseField) : [];
  const resolved: ResolvedKind =
    dataType.type === 'complex' && children.length === 0
      ? { kind: 'unsupported', unsupported: { reason: 'composite', type: 'complex' } }
      : fieldKindOf(dataType, format);
  const readOnly = readBoolean(source, 'readOnly') || ownValue(source, 'editable') === false;
  const field: FieldDescriptor = {
    name,
    label: readText(source, 'label') ?? name,
    dataType,
    kind: resolved.kind,
    required: readBoolean(source, 'required') || ownValue(source, 'optional') === false,
    readOnly: readOnly || resolved.kind === 'unsupported',
    allowNegative: readBoolean(source, 'allowNegative') || readBoolean(source, 'negative'),
    multiline: readBoolean(source, 'multiline'),
    withTime: readBoolean(source, 'withTime'),
  };
  const optional: Partial<FieldDescriptor> = {
    enLabel: readText(source, 'enLabel'),
    format,
    min: readDecimal(source, 'min'),
    max: readDecimal(source, 'max'),
    minLength: readCount(source, 'minLength'),
    maxLength: readCount(source, 'maxLength'),
    scale: readScale(source, 'scale'),
    options: resolved.kind === 'text' ? options : undefined,
    textFormat: format === 'phone' || format === 'email' ? format : undefined,
    entity: resolved.entity,
    unsupported: resolved.unsupported,
    currency: resolved.kind === 'money' ? readCurrency(ownValue(source, 'currency')) : undefined,
    children: resolved.kind === 'complex' ? children : undefined,
    section: FORM_SECTIONS.find((section) => section === ownValue(source, 'section')),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(field, { [key]: value });
  }
  return field;
}
