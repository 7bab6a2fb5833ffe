export { DepartmentPicker, type DepartmentPickerProps } from './DepartmentPicker';
export { matchStaff } from './matchStaff';
export { OrganizationStore } from './OrganizationStore';
export {
  departmentRows,
  parseCurrentStaffRecord,
  parseDepartment,
  parseStaff,
  type DepartmentRow,
} from './parseOrganization';
export { StaffPicker, type StaffPickerProps } from './StaffPicker';
export type { CurrentStaffRecord, Department, StaffChoice } from './types';
