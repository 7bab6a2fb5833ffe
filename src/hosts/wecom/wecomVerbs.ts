import { errorMessageOf } from '../shared/errorCodeOf';
import type { HostBridgeVerbs, SharePayload } from '../shared/hostContract';
import { normalizeSharePayload } from '../shared/normalizeSharePayload';
import { chooseWecomFile, chooseWecomImage, requireWx } from './wecomPickers';

async function scan(options: { type?: 'qrCode' | 'barCode' } = {}): Promise<string> {
  const wx = requireWx();
  return new Promise((resolve, reject) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: options.type ? [options.type] : ['qrCode', 'barCode'],
      success: (result) => {
        if (typeof result?.resultStr === 'string') resolve(result.resultStr);
        else reject(new Error('SDK returned error: scan answer without a result'));
      },
      fail: (result) => reject(new Error(`SDK returned error: ${errorMessageOf(result)}`)),
    });
  });
}

/** WeCom's share card: `shareAppMessage` takes title, desc, link and imgUrl. */
async function share(payload: SharePayload): Promise<void> {
  const wx = requireWx();
  const { title, content, url, image } = normalizeSharePayload(payload, window.location.href);
  await new Promise<void>((resolve, reject) => {
    wx.invoke('shareAppMessage', { title, desc: content, link: url, imgUrl: image }, (result) => {
      const status = String(result?.err_msg ?? '');
      if (status.endsWith(':ok') || status.endsWith(':cancel')) resolve();
      else reject(new Error(`SDK returned error: ${status || 'shareAppMessage failed'}`));
    });
  });
}

/** What the chat app's JS SDK does natively; the base bridge answers the rest. */
export const wecomVerbs: Partial<HostBridgeVerbs> = {
  previewImages: async (urls, current) => requireWx().previewImage({ current, urls }),
  chooseImage: chooseWecomImage,
  chooseFile: chooseWecomFile,
  scan,
  share,
  close: async () => requireWx().closeWindow(),
};
