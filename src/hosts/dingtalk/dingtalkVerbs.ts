import { callbackToPromise } from '../shared/callbackToPromise';
import type { HostBridgeVerbs } from '../shared/hostContract';
import { requireDd } from './dingtalkDriver';

/** What DingTalk's SDK does natively; the base bridge answers the rest. */
export const dingtalkVerbs: Partial<HostBridgeVerbs> = {
  toast: async (text) => {
    const dd = await requireDd();
    await callbackToPromise<void>((onSuccess, onFail) =>
      dd.device.notification.toast({ text, duration: 3, onSuccess, onFail }),
    );
  },
  openLink: async (url) => {
    const dd = await requireDd();
    await callbackToPromise<void>((onSuccess, onFail) =>
      dd.biz.util.openLink({ url, onSuccess, onFail }),
    );
  },
  previewImages: async (urls, current) => {
    const dd = await requireDd();
    await callbackToPromise<void>((onSuccess, onFail) =>
      dd.biz.util.previewImage({ urls, current, onSuccess, onFail }),
    );
  },
  scan: async (options = {}) => {
    const dd = await requireDd();
    const result = await callbackToPromise<{ text: string }>((onSuccess, onFail) =>
      dd.biz.util.scan({ type: options.type ?? 'all', onSuccess, onFail }),
    );
    if (typeof result?.text !== 'string') throw new Error('SDK returned error: no scan result');
    return result.text;
  },
  setNavigationBar: async ({ title }) => {
    if (title === undefined) return;
    const dd = await requireDd();
    await callbackToPromise<void>((onSuccess, onFail) =>
      dd.biz.navigation.setTitle({ title, onSuccess, onFail }),
    );
  },
  close: async () => {
    const dd = await requireDd();
    await callbackToPromise<void>((onSuccess, onFail) =>
      dd.biz.navigation.close({ onSuccess, onFail }),
    );
  },
};
