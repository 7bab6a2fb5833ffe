import { defineModule } from '@shell/store';
import { UploadHomePage } from './pages/UploadHomePage';
import { uploadDescriptor } from './descriptor';
import { uploadPaths } from './paths';

export const uploadModule = defineModule({
  ...uploadDescriptor,
  routes: [{ path: uploadPaths.root(), component: UploadHomePage }],
});

/** The registry descriptor's entry ('default') names this export. */
export default uploadModule;
