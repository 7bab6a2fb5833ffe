import { specificationFieldsSchema } from '@contracts/bills/specificationFields';
import { parse } from '@contracts/core/parse';
import type { Currency, DecimalString } from '@shell/money';
import type { FieldKind, FormatType, UnsupportedReason } from './fieldVocabulary';
import type { FormSection } from './formSections';
import { descriptorOf } from './descriptorOf';

export { type FieldKind, type FormatType, type UnsupportedReason } from './fieldVocabulary';

export interface DataType {
  /** One of DATA_TYPES when known; any other text is kept so the note can name it. */
  type: string;
  /** For ref and list: the referenced entity ('organization.Staff', 'basedata.Dimension.project'). */
  entity?: string;
  /** For list: what each element is. */
  elemType?: { type: string; entity?: string };
}

export interface EnumOption {
  value: string;
  label: string;
  enLabel?: string;
}

export interface FieldDescriptor {
  /** The value's key; a plain identifier, so formik never reads it as a nested path. */
  name: string;
  label: string;
  /** Shown instead of `label` in en-US (docs/bills-and-workflow.md enLabel rule). */
  enLabel?: string;
  dataType: DataType;
  format?: FormatType;
  kind: FieldKind;
  required: boolean;
  readOnly: boolean;
  /** Value bounds for number and money, as decimal text. */
  min?: DecimalString;
  max?: DecimalString;
  /** Length bounds: characters for text, items for list and attachment. */
  minLength?: number;
  maxLength?: number;
  /** Most fraction digits: number when given; money defaults to its currency's scale. */
  scale?: number;
  allowNegative: boolean;
  /** Money only; CNY when the specification names none. */
  currency?: Currency;
  /** A text field with options is a choice among them (enum). */
  options?: EnumOption[];
  textFormat?: 'phone' | 'email';
  multiline: boolean;
  /** A date that carries a time of day too. */
  withTime: boolean;
  /** Ref and list: the entity their picker searches. */
  entity?: string;
  unsupported?: { reason: UnsupportedReason; type: string };
  /** A complex field's parts: one level of plain fields, edited as one object value. */
  children?: FieldDescriptor[];
  /** Where the form shows it; by its kind when the specification does not say. */
  section?: FormSection;
}

export interface ParsedFields {
  fields: FieldDescriptor[];
  /** Why items were dropped or changed, for a console warning; never shown to staff. */
  problems: string[];
}

/**
 * Specification JSON → field descriptors, read by the contract: a list of fields, `{components}`,
 * `{fields}` or either inside a `{value}` envelope. Never throws: a field without a usable name is
 * dropped (with a problem), a field of an unknown type is kept as a read-only 'unsupported' one.
 */
export function parseFieldDescriptors(untrusted: unknown): ParsedFields {
  const { fields, problems } = parse(specificationFieldsSchema, untrusted);
  return { fields: fields.map(descriptorOf), problems };
}
