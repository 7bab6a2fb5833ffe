import { createListQuery, type ListQueryBody } from '@shell/query';
import { PagedListStore, type ListPosition } from '@shell/store';
import type { GroupCenterApi } from '../api';
import { PERMISSION_TASK, type Tenant } from '../types';

/** Which tenants: those of one distribution model (docs/admin.md getTenants `model`). */
export interface TenantFilters {
  model: string;
}

/** The group answers every subsidiary at once: the list is one page, never paged. */
const ALL_TENANTS = 1000;

/** The filters as a list query body; the GET sends the model as its parameter. */
function tenantQuery(filters: TenantFilters, at: ListPosition): ListQueryBody {
  return createListQuery().eq('model', filters.model).page(at.page, at.pageSize).toBody();
}

/** The group's subsidiaries on the shell's paged list: late answers dropped, one load at a time. */
export function tenantList(
  api: Pick<GroupCenterApi, 'getTenants'>,
): PagedListStore<Tenant, TenantFilters> {
  const list: PagedListStore<Tenant, TenantFilters> = new PagedListStore<Tenant, TenantFilters>(
    {
      name: 'tenants',
      query: tenantQuery,
      // The filters the body was built from a moment ago: the store builds it right before loading.
      load: async () => {
        const items = await api.getTenants(list.filters.model);
        return { items, count: items.length };
      },
      keyOf: (tenant) => tenant.corporationId,
    },
    { filters: { model: PERMISSION_TASK }, pageSizes: [ALL_TENANTS] },
  );
  return list;
}
