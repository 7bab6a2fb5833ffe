import { defineModule } from '@shell/store';
import { BillsHomePage } from './pages/BillsHomePage';
import { billsDescriptor } from './descriptor';
import { billsPaths } from './paths';

export const billsModule = defineModule({
  ...billsDescriptor,
  routes: [{ path: billsPaths.root(), component: BillsHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default billsModule;
