import { bindStore, defineModule, type RootStore } from '@shell/store';
import { createPrintApi } from './api';
import { printDescriptor } from './descriptor';
import { PrintBillPage } from './pages/PrintBillPage';
import { PrintCenterPage } from './pages/PrintCenterPage';
import { printPaths } from './paths';
import { PrintStore, printStoreRef } from './PrintStore';

export const printModule = defineModule<RootStore>({
  ...printDescriptor,
  stores: [
    bindStore(printStoreRef, (root: RootStore) => new PrintStore(root, createPrintApi(root.http))),
  ],
  routes: [
    { path: printPaths.root(), component: PrintCenterPage },
    { path: printPaths.billPattern(), component: PrintBillPage },
  ],
});

/** The registry descriptor's entry ('default') names this export. */
export default printModule;
