import type { BillFormType } from '@contracts/billVocabulary';

/**
 * Field data types (docs/lab.md). `boolean` is the lab's addition: the boolean and switcher formats
 * need a value type and the spec's list has none.
 */
export const FIELD_DATA_TYPES = [
  'ref',
  'list',
  'money',
  'date',
  'dateRange',
  'dynamic',
  'text',
  'number',
  'complex',
  'attachment',
  'order',
  'boolean',
] as const;
export type FieldDataTypeName = (typeof FIELD_DATA_TYPES)[number];

/**
 * Field format types (docs/lab.md) (how a field is edited): ref, money, boolean, switcher and
 * dateRange are the spec's; the others are the lab's, named after what they edit.
 */
export const FIELD_FORMAT_TYPES = [
  'ref',
  'money',
  'boolean',
  'switcher',
  'dateRange',
  'text',
  'textarea',
  'select',
  'number',
  'date',
  'attachment',
  'complex',
  'dynamic',
  'order',
] as const;
export type FieldFormatType = (typeof FIELD_FORMAT_TYPES)[number];

/**
 * docs/lab.md: what a ref format can point at. feeType and settlement are the lab's additions for
 * the flow.FeeType and basedata.Settlement entities.
 */
export const REF_KINDS = [
  'paymentAccount',
  'dimension',
  'city',
  'department',
  'staff',
  'payeeInfo',
  'specification',
  'requisitionInfo',
  'enum',
  'dataLink',
  'invoiceTypeEnum',
  'feeType',
  'settlement',
] as const;
export type RefKind = (typeof REF_KINDS)[number];

/**
 * Meaningful ref entity names (docs/lab.md); a trailing `.*` stands for any name under the prefix.
 * Names the lab gives under the patterns: basedata.Dimension.<code>, basedata.Enum.<code>,
 * datalink.DataLinkEntity.<code>.
 */
export const MEANINGFUL_REF_ENTITIES = [
  'basedata.*',
  'basedata.Dimension.*',
  'datalink.DataLinkEntity.*',
  'basedata.Settlement',
  'basedata.city',
  'basedata.Enum',
  'organization.Department',
  'organization.Staff',
  'pay.PayeeInfo',
  'pay.PaymentAccount',
  'form.Specification.Versioned',
  'flow.FeeType',
] as const;

/** docs/lab.md: the descriptor's `dataType`. A list with an entity is a list of refs to it. */
export interface FieldDataType {
  type: FieldDataTypeName;
  entity?: string;
}

export interface FieldOption {
  value: string;
  label: string;
  enLabel: string;
}

/** Where a form shows a field _(lab choice: the spec is silent on layout)_. */
export const FIELD_SECTIONS = ['basics', 'lines', 'payment', 'attachments', 'relations'] as const;
export type FieldSection = (typeof FIELD_SECTIONS)[number];

/** One field of a specification; `label` is zh-CN, `enLabel` its English twin (docs/lab.md). */
export interface SpecificationField {
  /** The key in the bill's `form` (or in the row, for sub-fields). */
  name: string;
  label: string;
  enLabel: string;
  type: FieldFormatType;
  /** Only on ref formats: which picker. */
  refKind?: RefKind;
  dataType: FieldDataType;
  required: boolean;
  /** text: length; number and money: value (money in standard units); attachment and lists: count. */
  min?: number;
  max?: number;
  /** The closed choices of a select. */
  options?: FieldOption[];
  /** The sub-fields of a complex value, or of each row of a list. */
  fields?: SpecificationField[];
  /** dynamic: the field whose value decides this field's shape. */
  dependsOn?: string;
  /** Shown, never written by the person: totals derived from the lines. */
  readOnly?: boolean;
  section?: FieldSection;
}

/** A specification version (`form.Specification.Versioned`: id, version, active). */
export interface Specification {
  /** `<originalId>:<version>`; bills name it in `form.specificationId`. */
  id: string;
  /** `<corporationId>:spec:<key>`, the same for every version. */
  originalId: string;
  version: number;
  /** Only the newest version is active; bills keep the version they were written against. */
  active: boolean;
  name: string;
  code: string;
  formType: BillFormType;
  corporationId: string;
  groupId: string;
  createTime: number;
  updateTime: number;
  fields: SpecificationField[];
  /**
   * The fee assignment rule (a FeeAssignmentRule reference) this specification's bills apply:
   * which requisitions' fees the bill form offers to import. Absent: none.
   */
  feeAssignmentRuleId?: string;
}

/** Specification group (docs/lab.md): specifications, each with id and active. */
export interface SpecificationGroup {
  id: string;
  name: string;
  code: string;
  active: boolean;
  corporationId: string;
  order: number;
  specifications: { id: string; active: boolean }[];
}
