import { UserBuilder, type IUser } from '@featbit/js-client-sdk';
import type { FlagUser } from './FlagStoreOptions';

/**
 * The FeatBit user for a staff member. Attribute names are what flag rules target
 * (corporationId is the tenant, the rollout dispatch key). Absent optional attributes are left
 * out: FeatBit treats a missing property as "" anyway.
 */
export function toFeatBitUser(user: FlagUser): IUser {
  // The SDK refuses to build or identify a user without a name; the staff id is a stable stand-in.
  const name = user.name.trim() || user.staffId;
  const builder = new UserBuilder(user.staffId)
    .name(name)
    .custom('corporationId', user.corporationId);
  if (user.parentTenantId) builder.custom('parentTenantId', user.parentTenantId);
  if (user.departmentId) builder.custom('department', user.departmentId);
  return builder.custom('locale', user.locale).custom('host', user.host).build();
}
