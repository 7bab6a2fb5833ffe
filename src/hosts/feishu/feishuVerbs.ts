import { callbackToPromise } from '../shared/callbackToPromise';
import type { HostBridgeVerbs } from '../shared/hostContract';
import { requireTt } from './feishuDriver';

const TOAST_MS = 3000;

/** What Feishu's `tt` API does natively; the base bridge answers the rest. */
export const feishuVerbs: Partial<HostBridgeVerbs> = {
  toast: async (title) => {
    const tt = await requireTt();
    tt.showToast({ title, icon: 'none', duration: TOAST_MS });
  },
  previewImages: async (urls, current) => {
    const tt = await requireTt();
    await callbackToPromise<void>((success, fail) =>
      tt.previewImage({ urls, current, success, fail }),
    );
  },
  scan: async () => {
    const tt = await requireTt();
    const answer = await callbackToPromise<{ result: string }>((success, fail) =>
      tt.scanCode({ success, fail }),
    );
    if (typeof answer?.result !== 'string') throw new Error('SDK returned error: no scan result');
    return answer.result;
  },
  close: async () => {
    const tt = await requireTt();
    await callbackToPromise<void>((success, fail) => tt.closeWindow({ success, fail }));
  },
};
