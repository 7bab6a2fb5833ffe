import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createAdminRulesApi } from './api';
import { AdminRulesStore, adminRulesStoreRef } from './AdminRulesStore';
import { guarded } from './components/AdminGuard';
import { adminRulesDescriptor } from './descriptor';
import { ExtensionInstancesPage } from './pages/ExtensionInstancesPage';
import { FeeRulesPage } from './pages/FeeRulesPage';
import { RuleEditPage } from './pages/RuleEditPage';
import { RuleListPage } from './pages/RuleListPage';
import { adminRulesPaths } from './paths';

export const adminRulesModule = defineModule<RootStore>({
  ...adminRulesDescriptor,
  stores: [
    bindStore(
      adminRulesStoreRef,
      (root: RootStore) => new AdminRulesStore(createAdminRulesApi(root.http)),
    ),
  ],
  routes: [
    { path: adminRulesPaths.root(), component: guarded(RuleListPage) },
    { path: adminRulesPaths.create(), component: guarded(RuleEditPage) },
    { path: adminRulesPaths.editPattern(), component: guarded(RuleEditPage) },
    { path: adminRulesPaths.feeRules(), component: guarded(FeeRulesPage) },
    { path: adminRulesPaths.extensions(), component: guarded(ExtensionInstancesPage) },
  ],
});

/** Shared with other modules: the organisation pickers (forms choose staff and departments). */
export {
  DepartmentPicker,
  OrganizationStore,
  StaffPicker,
  type DepartmentPickerProps,
  type StaffChoice,
  type StaffPickerProps,
} from './organization';

/** The registry descriptor's entry ('default') names this export. */
export default adminRulesModule;
