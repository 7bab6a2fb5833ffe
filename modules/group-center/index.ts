import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createGroupCenterApi } from './api';
import { groupCenterDescriptor } from './descriptor';
import { GroupCenterStore, groupCenterStoreRef } from './GroupCenterStore';
import { GroupCenterHomePage } from './pages/GroupCenterHomePage';
import { groupCenterPaths } from './paths';

export const groupCenterModule = defineModule<RootStore>({
  ...groupCenterDescriptor,
  stores: [
    bindStore(
      groupCenterStoreRef,
      (root: RootStore) => new GroupCenterStore(createGroupCenterApi(root.http)),
    ),
  ],
  routes: [{ path: groupCenterPaths.root(), component: GroupCenterHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default groupCenterModule;
