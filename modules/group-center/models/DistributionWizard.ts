import { makeAutoObservable } from 'mobx';
import type { BatchDownBody, Tenant, WizardStep } from '../types';

/** docs/admin.md: the group tenant's data counts as created everywhere when its first permission is. */
export function isAllCreate(tenant: Tenant): boolean {
  return tenant.permissions[0]?.auth === true;
}

/** docs/admin.md: the search is trimmed and matches tenants whose name contains it. */
export function matchTenants(tenants: readonly Tenant[], search: string): Tenant[] {
  const text = search.trim();
  return text ? tenants.filter((tenant) => tenant.name.includes(text)) : [...tenants];
}

/**
 * distribution request state (docs/admin.md) with docs/admin.md wizard rules: step, search, selected tenant
 * corporation ids, select-all, distribute-all, checked data ids and the permission names.
 */
export class DistributionWizard {
  step: WizardStep = 1;
  search = '';
  selectedCorpIds: string[] = [];
  selectAll = false;
  allDown = false;
  /** Distribute-all asks first; true while its confirmation is open. */
  confirmingAllDown = false;
  checkedIds: string[] = [];
  permissionNames: string[] = [];
  /** The auth flag to send per permission name; unlisted names send true. */
  auth = new Map<string, boolean>();
  tenants: Tenant[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  setTenants(tenants: Tenant[]): void {
    this.tenants = tenants;
    const names = tenants.flatMap((tenant) => tenant.permissions.map((p) => p.name));
    this.permissionNames = [...new Set(names)];
    const known = new Set(tenants.map((tenant) => tenant.corporationId));
    this.selectedCorpIds = this.selectedCorpIds.filter((id) => known.has(id));
  }

  get visibleTenants(): Tenant[] {
    return matchTenants(this.tenants, this.search);
  }

  setSearch(search: string): void {
    this.search = search;
  }

  /** Selecting all selects every tenant's corporation id; clearing it selects none. */
  selectAllTenants(selected: boolean): void {
    this.selectAll = selected;
    this.selectedCorpIds = selected ? this.tenants.map((tenant) => tenant.corporationId) : [];
  }

  /** One tenant: select-all follows, true only when every tenant is selected. */
  toggleTenant(corporationId: string): void {
    const selected = this.selectedCorpIds.includes(corporationId);
    this.selectedCorpIds = selected
      ? this.selectedCorpIds.filter((id) => id !== corporationId)
      : [...this.selectedCorpIds, corporationId];
    this.selectAll =
      this.tenants.length > 0 &&
      this.tenants.every((tenant) => this.selectedCorpIds.includes(tenant.corporationId));
  }

  isSelected(corporationId: string): boolean {
    return this.selectedCorpIds.includes(corporationId);
  }

  /** Going to step 1 resets distribute-all. */
  goToStep(step: WizardStep): void {
    this.step = step;
    if (step === 1) this.allDown = false;
  }

  toggleChecked(name: string): void {
    const checked = this.checkedIds.includes(name);
    this.checkedIds = checked
      ? this.checkedIds.filter((id) => id !== name)
      : [...this.checkedIds, name];
    if (!checked) this.allDown = false;
  }

  isChecked(name: string): boolean {
    return this.checkedIds.includes(name);
  }

  setAuth(name: string, auth: boolean): void {
    this.auth.set(name, auth);
  }

  authOf(name: string): boolean {
    return this.auth.get(name) ?? true;
  }

  requestAllDown(): void {
    this.confirmingAllDown = true;
  }

  cancelAllDown(): void {
    this.confirmingAllDown = false;
  }

  /** Choosing distribute-all clears the checked ids: everything goes. */
  confirmAllDown(): void {
    this.confirmingAllDown = false;
    this.allDown = true;
    this.checkedIds = [];
  }

  get canLeaveTenantStep(): boolean {
    return this.selectedCorpIds.length > 0;
  }

  get canDistribute(): boolean {
    return this.canLeaveTenantStep && (this.allDown || this.checkedIds.length > 0);
  }

  /** docs/admin.md batchDown body: all permissions when distributing all, else the checked ones. */
  get body(): BatchDownBody {
    const names = this.allDown ? this.permissionNames : this.checkedIds;
    return {
      targetCorpIds: [...this.selectedCorpIds],
      downDataIds: this.allDown ? [] : [...this.checkedIds],
      permissions: names.map((name) => ({ name, auth: this.authOf(name) })),
      allDown: this.allDown,
    };
  }

  reset(): void {
    this.goToStep(1);
    this.search = '';
    this.selectAllTenants(false);
    this.checkedIds = [];
    this.auth.clear();
  }
}
