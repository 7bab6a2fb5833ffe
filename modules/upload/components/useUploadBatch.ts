import { RootStoreContext, type RootStore } from '@shell/store';
import { useContext, useLayoutEffect, useState } from 'react';
import { createHttpUploadApi } from '../api';
import type { UploadMessages } from '../messages';
import { createMd5 } from '../md5/computeMd5';
import type { UploadDeps } from '../pipeline/uploadOne';
import type { UploadBatchOptions } from '../store/UploadBatchOptions';
import { UploadBatchStore } from '../store/UploadBatchStore';

function fromRoot(root: RootStore): UploadDeps {
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

/**
 * One batch store per widget. Its deps come from the props (tests) or the shell's root: the
 * http client for the transport and token, a worker for MD5, the host bridge. The owner's latest handlers and
 * messages are handed over after each render, so re-rendering with new handlers is heard.
 */
export function useUploadBatch(
  options: UploadBatchOptions,
  messages: UploadMessages,
  deps?: UploadDeps,
): UploadBatchStore | null {
  const root = useContext(RootStoreContext);
  const [store] = useState(() => {
    const resolved = deps ?? (root ? fromRoot(root) : null);
    return resolved ? new UploadBatchStore(resolved, options, () => messages) : null;
  });
  useLayoutEffect(() => {
    store?.configure(options, () => messages);
  });
  return store;
}
