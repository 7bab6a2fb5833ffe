import { defineModule } from '@shell/store';
import { ApprovalHomePage } from './pages/ApprovalHomePage';
import { approvalDescriptor } from './descriptor';
import { approvalPaths } from './paths';

export const approvalModule = defineModule({
  ...approvalDescriptor,
  routes: [{ path: approvalPaths.root(), component: ApprovalHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default approvalModule;
