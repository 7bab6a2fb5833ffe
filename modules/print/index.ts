import { defineModule } from '@shell/store';
import { PrintHomePage } from './pages/PrintHomePage';
import { printDescriptor } from './descriptor';
import { printPaths } from './paths';

export const printModule = defineModule({
  ...printDescriptor,
  routes: [{ path: printPaths.root(), component: PrintHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default printModule;
