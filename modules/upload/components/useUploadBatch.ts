import { RootStoreContext } from '@shell/store';
import { useContext, useLayoutEffect, useState } from 'react';
import type { UploadMessages } from '../messages';
import { uploadDepsOf } from '../pipeline/uploadDepsOf';
import type { UploadDeps } from '../pipeline/uploadOne';
import type { UploadBatchOptions } from '../store/UploadBatchOptions';
import { UploadBatchStore } from '../store/UploadBatchStore';

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
    const resolved = deps ?? (root ? uploadDepsOf(root) : null);
    return resolved ? new UploadBatchStore(resolved, options, () => messages) : null;
  });
  useLayoutEffect(() => {
    store?.configure(options, () => messages);
  });
  return store;
}
