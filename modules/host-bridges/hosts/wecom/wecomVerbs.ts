import { errorMessageOf } from '../shared/errorCodeOf';
import type { HostBridgeVerbs } from '../shared/hostContract';
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

/** What the chat app's JS SDK does natively; the base bridge answers the rest. */
export const wecomVerbs: Partial<HostBridgeVerbs> = {
  previewImages: async (urls, current) => requireWx().previewImage({ current, urls }),
  chooseImage: chooseWecomImage,
  chooseFile: chooseWecomFile,
  scan,
  close: async () => requireWx().closeWindow(),
};
