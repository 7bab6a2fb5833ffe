export { BillFieldsForm, type BillFieldsFormProps } from './BillFieldsForm';
export { buildFieldSchema, buildFormSchema, type SchemaOptions } from './buildFieldSchema';
export { createHttpRefSource } from './createHttpRefSource';
export {
  DATA_TYPES,
  FORMAT_TYPES,
  parseFieldDescriptors,
  type FieldDescriptor,
  type FieldKind,
  type ParsedFields,
} from './FieldDescriptor';
export {
  formValuesOf,
  type AttachmentValue,
  type DateRangeValue,
  type FieldValues,
} from './fieldValues';
export { isEmail, isPhone, normalizeAmount } from './fieldFormats';
export { formMessages, type FormMessages } from './formMessages';
export { invoiceSubjectFields } from './invoiceSubjectFields';
export { noRefSource } from './noRefSource';
export {
  EXPANSION_PATHS,
  refEntityOf,
  RefSourceError,
  type RefEntity,
  type RefItem,
  type RefSource,
} from './refEntities';
