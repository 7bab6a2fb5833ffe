import { projectStaff } from '../hosts/staffDirectory';
import type { ReferenceData } from '../specifications/referenceTypes';
import { seedCities } from '../specifications/seedCities';
import { seedDataLinks } from '../specifications/seedDataLinks';
import { seedDimensions } from '../specifications/seedDimensions';
import { seedEnums } from '../specifications/seedEnums';
import { seedFeeTypes } from '../specifications/seedFeeTypes';
import { seedPayAccounts } from '../specifications/seedPayAccounts';
import { seedSettlements } from '../specifications/seedSettlements';
import { createSeededFaker } from './createSeededFaker';
import type { Staff, Tenant } from './types';

/**
 * Every tenant's reference data for ref fields (mocks-server/specifications/README.md). Each
 * tenant draws from its own faker, so one tenant's records never shift another's; staff-owned
 * records (private cars, personal payees) name the tenant's own staff ids.
 */
export function seedReferenceData(
  seed: number,
  now: Date,
  tenants: Tenant[],
  staffs: Staff[],
): ReferenceData {
  const data: ReferenceData = {
    feeTypes: [],
    dimensions: [],
    dimensionItems: [],
    enums: [],
    enumItems: [],
    cities: seedCities(),
    settlements: [],
    dataLinkEntities: [],
    dataLinks: [],
    payees: [],
    paymentAccounts: [],
  };
  tenants.forEach((tenant, index) => {
    const faker = createSeededFaker((seed * 41 + (index + 1) * 3571) >>> 0, now);
    const { corporationId } = tenant;
    const people = staffs
      .filter((staff) => staff.active && !staff.external)
      .map((staff) => projectStaff(staff, tenant));
    const dimensions = seedDimensions(faker, corporationId);
    const enums = seedEnums(corporationId);
    const dataLinks = seedDataLinks(faker, corporationId, people);
    const pay = seedPayAccounts(faker, tenant, people);
    data.feeTypes.push(...seedFeeTypes(corporationId));
    data.dimensions.push(...dimensions.dimensions);
    data.dimensionItems.push(...dimensions.dimensionItems);
    data.enums.push(...enums.enums);
    data.enumItems.push(...enums.enumItems);
    data.settlements.push(...seedSettlements(corporationId));
    data.dataLinkEntities.push(...dataLinks.dataLinkEntities);
    data.dataLinks.push(...dataLinks.dataLinks);
    data.payees.push(...pay.payees);
    data.paymentAccounts.push(...pay.paymentAccounts);
  });
  return data;
}
