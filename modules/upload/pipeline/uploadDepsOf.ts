import type { RootStore } from '@shell/store';
import { createHttpUploadApi } from '../api';
import { createMd5 } from '../md5/computeMd5';
import type { UploadDeps } from './uploadOne';

/** The shell's transport, token call, MD5 worker and host bridge, for uploads in the app. */
export function uploadDepsOf(root: RootStore): UploadDeps {
  const api = createHttpUploadApi(root.http);
  return {
    transport: api.transport,
    fetchTarget: api.fetchTarget,
    fetchToken: api.fetchToken,
    md5: createMd5(),
    // Read at upload time: the bridge arrives with sign-in, possibly after this widget.
    host: {
      proxyRequest: (request) => {
        const bridge = root.hostBridge.get();
        return bridge ? bridge.proxyRequest(request) : Promise.reject(new Error('no host'));
      },
    },
  };
}
