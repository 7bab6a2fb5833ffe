import { defineModule } from '@shell/store';
import { GroupCenterHomePage } from './pages/GroupCenterHomePage';
import { groupCenterDescriptor } from './descriptor';
import { groupCenterPaths } from './paths';

export const groupCenterModule = defineModule({
  ...groupCenterDescriptor,
  routes: [{ path: groupCenterPaths.root(), component: GroupCenterHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default groupCenterModule;
