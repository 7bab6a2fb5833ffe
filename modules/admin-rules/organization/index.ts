export { DepartmentPicker, type DepartmentPickerProps } from './DepartmentPicker';
export { OrganizationStore } from './OrganizationStore';
export { StaffPicker, type StaffPickerProps } from './StaffPicker';
export type { StaffChoice } from './types';
