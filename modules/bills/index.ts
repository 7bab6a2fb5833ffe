import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createBillsApi } from './api';
import { billBlocksStoreRef, createBillBlocksStore } from './billBlocks';
import { billResourcesStoreRef, createBillResourcesStore } from './billResources';
import { BillsStore, billsStoreRef } from './BillsStore';
import { billsDescriptor } from './descriptor';
import { createFeeRuleImportApi } from './feeRules/feeRuleImportApi';
import { FeeRuleImportStore, feeRuleImportStoreRef } from './feeRules/FeeRuleImportStore';
import { createHttpRefSource } from './forms/createHttpRefSource';
import { OldBacklogPage } from './pages/OldBacklogPage';
import { BillDetailPage } from './pages/BillDetailPage';
import { lazyPage } from './pages/lazyPage';
import { loadFormPages } from './pages/loadFormPages';
import { MyBillsPage } from './pages/MyBillsPage';
import { billsPaths } from './paths';

// One component for both routes: a new bill's first save moves to its edit address in place.
const BillFormPage = lazyPage(async () => (await loadFormPages()).BillFormPage);
const WalletPage = lazyPage(
  async () =>
    (await import(/* webpackChunkName: "invoice-wallet" */ './wallet/WalletPage')).WalletPage,
);

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
    bindStore(billBlocksStoreRef, (root: RootStore) => createBillBlocksStore(root.http)),
    bindStore(billResourcesStoreRef, (root: RootStore) => createBillResourcesStore(root.http)),
    bindStore(
      feeRuleImportStoreRef,
      (root: RootStore) => new FeeRuleImportStore(createFeeRuleImportApi(root.http)),
    ),
  ],
  routes: [
    { path: billsPaths.mine(), component: MyBillsPage },
    { path: billsPaths.oldBacklog(), component: OldBacklogPage },
    { path: billsPaths.create(), component: BillFormPage },
    { path: billsPaths.wallet(), component: WalletPage },
    { path: billsPaths.detailPattern(), component: BillDetailPage },
    { path: billsPaths.editPattern(), component: BillFormPage },
  ],
});

/** The registry descriptor's entry ('default') names this export. */
export default billsModule;
