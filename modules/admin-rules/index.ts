import { defineModule } from '@shell/store';
import { AdminRulesHomePage } from './pages/AdminRulesHomePage';
import { adminRulesDescriptor } from './descriptor';
import { adminRulesPaths } from './paths';

export const adminRulesModule = defineModule({
  ...adminRulesDescriptor,
  routes: [{ path: adminRulesPaths.root(), component: AdminRulesHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default adminRulesModule;
