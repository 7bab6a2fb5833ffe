import type { ModuleDescriptor } from '@shell/store';
import { adminRulesDescriptor } from '../modules/admin-rules/descriptor';
import { approvalDescriptor } from '../modules/approval/descriptor';
import { billsDescriptor } from '../modules/bills/descriptor';
import { groupCenterDescriptor } from '../modules/group-center/descriptor';
import { printDescriptor } from '../modules/print/descriptor';
import { uploadDescriptor } from '../modules/upload/descriptor';

/** Every module delivered as its own bundle (host bridges are part of the shell, src/hosts/). */
export const moduleDescriptors: ModuleDescriptor[] = [
  billsDescriptor,
  approvalDescriptor,
  printDescriptor,
  uploadDescriptor,
  groupCenterDescriptor,
  adminRulesDescriptor,
];
