import type { ReferenceData } from '../specifications/referenceTypes';
import type { Specification, SpecificationGroup } from '../specifications/specificationTypes';
import type { Bill, Department, Staff, StaffSetting, Tenant } from './types';

/** Everything the routes serve, regenerated as a whole from the seed on reset. */
export interface MockState {
  seed: number;
  /** The "now" the data was generated against (ms epoch); relative dates hang off it. */
  generatedAt: number;
  /** The group first, then its subsidiaries. */
  tenants: Tenant[];
  /** The signed-in staff's corporation, i.e. the group's. */
  currentCorporationId: string;
  /** Flat, depth-first in tree order, root first. */
  departments: Department[];
  /** Sorted by `order`; includes inactive and external staff. */
  staffs: Staff[];
  currentStaffId: string;
  /** Admin privilege codes of the current staff. */
  permissions: string[];
  staffSetting: StaffSetting;
  accessToken: string;
  /**
   * Every tenant's bills, group first; the bill routes change them in place, so a reset (a new
   * state) undoes every workflow step taken since.
   */
  bills: Bill[];
  /** Every tenant's form specifications, all versions (mocks-server/specifications/README.md). */
  specifications: Specification[];
  specificationGroups: SpecificationGroup[];
  /** Every tenant's records that ref fields point at: fee types, dimensions, payees, … */
  referenceData: ReferenceData;
}
