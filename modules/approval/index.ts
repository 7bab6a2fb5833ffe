import { BillBlocksStore } from '@shell/billBlocks';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { approvalBlocksStoreRef } from './approvalBlocks';
import { createApprovalApi } from './api';
import { ApprovalStore, approvalStoreRef } from './ApprovalStore';
import { approvalDescriptor } from './descriptor';
import { ApprovalBillPage } from './pages/ApprovalBillPage';
import { ApprovalHomePage } from './pages/ApprovalHomePage';
import { approvalPaths } from './paths';

/** Approval and payment (payment lives here too: it is the cashier's step of the same flow). */
export const approvalModule = defineModule<RootStore>({
  ...approvalDescriptor,
  stores: [
    bindStore(
      approvalStoreRef,
      (root: RootStore) => new ApprovalStore(root, createApprovalApi(root.http)),
    ),
    bindStore(approvalBlocksStoreRef, (root: RootStore) => {
      const api = createApprovalApi(root.http);
      return new BillBlocksStore((specificationId) => api.getBillBlocks(specificationId));
    }),
  ],
  routes: [
    { path: approvalPaths.root(), component: ApprovalHomePage },
    { path: approvalPaths.billPattern(), component: ApprovalBillPage },
  ],
  // The backlog is what an approver opens the module for: its page is read before the tap.
  prefetch: (root: RootStore, to) => {
    if (to.pathname.replace(/\/+$/, '') !== approvalPaths.root()) return;
    void root.getStore(approvalStoreRef).backlog.prefetch(new URLSearchParams(to.search));
  },
});

/** The registry descriptor's entry ('default') names this export. */
export default approvalModule;
