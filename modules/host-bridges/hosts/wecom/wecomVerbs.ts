import { errorMessageOf } from '../shared/errorCodeOf';
import type {
  ChooseImageOptions,
  ChosenFile,
  HostBridgeVerbs,
  WxSdk,
} from '../shared/hostContract';

// Spec §9 chat-app picker: 1 image (up to 9), original or compressed, album or camera.
const DEFAULT_COUNT = 1;
const MAX_COUNT = 9;

function requireWx(): WxSdk {
  const wx = window.wx;
  if (!wx) throw new Error('SDK returned error: the chat-app JS SDK is not loaded');
  return wx;
}

function sizeTypeOf(compress: number | undefined): Array<'original' | 'compressed'> {
  if (compress === undefined) return ['original', 'compressed'];
  return compress >= 1 ? ['original'] : ['compressed'];
}

async function chooseImage(options: ChooseImageOptions = {}): Promise<ChosenFile[]> {
  const wx = requireWx();
  const count = Math.min(MAX_COUNT, Math.max(1, Math.floor(options.count ?? DEFAULT_COUNT)));
  return new Promise((resolve, reject) => {
    wx.chooseImage({
      count,
      sizeType: sizeTypeOf(options.compress),
      sourceType: options.source ?? ['album', 'camera'],
      success: (result) => {
        const ids = Array.isArray(result?.localIds) ? result.localIds : [];
        const files = ids
          .filter((id): id is string => typeof id === 'string' && id.length > 0)
          .slice(0, count)
          .map((url, index) => ({ name: `image-${index + 1}.jpg`, url }));
        resolve(files);
      },
      fail: (result) => reject(new Error(`SDK returned error: ${errorMessageOf(result)}`)),
      cancel: () => resolve([]),
    });
  });
}

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
  chooseImage,
  scan,
  close: async () => requireWx().closeWindow(),
};
