import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createBillsApi } from './api';
import { BillsStore, billsStoreRef } from './BillsStore';
import { billsDescriptor } from './descriptor';
import { createHttpRefSource } from './forms/createHttpRefSource';
import { OldBacklogPage } from './pages/OldBacklogPage';
import { BillDetailPage } from './pages/BillDetailPage';
import { lazyPage } from './pages/lazyPage';
import { MyBillsPage } from './pages/MyBillsPage';
import { billsPaths } from './paths';

const formPages = () => import(/* webpackChunkName: "bill-form" */ './pages/formPages');
const NewBillPage = lazyPage(async () => (await formPages()).NewBillPage);
const EditBillPage = lazyPage(async () => (await formPages()).EditBillPage);

export const billsModule = defineModule<RootStore>({
  ...billsDescriptor,
  stores: [
    bindStore(billsStoreRef, (root: RootStore) => {
      const api = createBillsApi(root.http, {
        accessToken: () => root.session.accessToken,
        now: Date.now,
      });
      return new BillsStore(root, api, { refSource: createHttpRefSource(root.http) });
    }),
  ],
  routes: [
    { path: billsPaths.mine(), component: MyBillsPage },
    { path: billsPaths.oldBacklog(), component: OldBacklogPage },
    { path: billsPaths.create(), component: NewBillPage },
    { path: billsPaths.detailPattern(), component: BillDetailPage },
    { path: billsPaths.editPattern(), component: EditBillPage },
  ],
});

/** The registry descriptor's entry ('default') names this export. */
export default billsModule;
