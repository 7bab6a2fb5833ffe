export { BillFieldsForm } from './BillFieldsForm';
export { parseFieldDescriptors, type FieldDescriptor, type ParsedFields } from './FieldDescriptor';
export { formValuesOf, type DateRangeValue, type FieldValues } from './fieldValues';
export { type RefSource } from './refEntities';
