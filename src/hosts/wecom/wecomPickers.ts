import { errorMessageOf } from '../shared/errorCodeOf';
import type { ChooseImageOptions, ChosenFile, WxSdk } from '../shared/hostContract';

// docs/host-verbs.md chat-app picker: 1 image (up to 9) or up to 9 files, original or compressed, album or camera.
const DEFAULT_IMAGES = 1;
const MAX_COUNT = 9;

export function requireWx(): WxSdk {
  const wx = window.wx;
  if (!wx) throw new Error('SDK returned error: the chat-app JS SDK is not loaded');
  return wx;
}

function sizeTypeOf(compress: number | undefined): Array<'original' | 'compressed'> {
  if (compress === undefined) return ['original', 'compressed'];
  return compress >= 1 ? ['original'] : ['compressed'];
}

const failure = (result: unknown) => new Error(`SDK returned error: ${errorMessageOf(result)}`);

/**
 * A picked image's bytes as a data address. WeCom's local ids (`wxLocalResource://…`) cannot be
 * fetched by the page; the SDK hands the image over as base64, which the upload decodes in place.
 */
function localImage(wx: WxSdk, localId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    wx.getLocalImgData({
      localId,
      success: (result) => {
        const data = typeof result?.localData === 'string' ? result.localData.trim() : '';
        if (!data) reject(new Error('SDK returned error: getLocalImgData gave no data'));
        else resolve(data.startsWith('data:') ? data : `data:image/jpeg;base64,${data}`);
      },
      fail: (result) => reject(failure(result)),
    });
  });
}

export async function chooseWecomImage(options: ChooseImageOptions = {}): Promise<ChosenFile[]> {
  const wx = requireWx();
  const count = Math.min(MAX_COUNT, Math.max(1, Math.floor(options.count ?? DEFAULT_IMAGES)));
  const ids = await new Promise<string[]>((resolve, reject) => {
    wx.chooseImage({
      count,
      sizeType: sizeTypeOf(options.compress),
      sourceType: options.source ?? ['album', 'camera'],
      success: (result) =>
        resolve(
          (Array.isArray(result?.localIds) ? result.localIds : [])
            .filter((id): id is string => typeof id === 'string' && id.length > 0)
            .slice(0, count),
        ),
      fail: (result) => reject(failure(result)),
      cancel: () => resolve([]),
    });
  });
  const urls = await Promise.all(ids.map((id) => localImage(wx, id)));
  return urls.map((url, index) => ({
    name: `image-${index + 1}.jpg`,
    url,
    type: url.slice(5, url.indexOf(';')) || 'image/jpeg',
  }));
}

interface MessageFile {
  name?: unknown;
  size?: unknown;
  path?: unknown;
  type?: unknown;
}

/** WeCom's file picker (`chooseMessageFile`): files from chats, up to 9, with their sizes. */
export async function chooseWecomFile(options: { count?: number } = {}): Promise<ChosenFile[]> {
  const wx = requireWx();
  const count = Math.min(MAX_COUNT, Math.max(1, Math.floor(options.count ?? MAX_COUNT)));
  const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
    wx.invoke('chooseMessageFile', { count, type: 'file' }, (result) => {
      const status = String(result?.err_msg ?? '');
      if (status.endsWith(':ok')) resolve(result);
      else if (status.endsWith(':cancel')) resolve({ tempFiles: [] });
      else reject(failure({ errMsg: status || 'chooseMessageFile failed' }));
    });
  });
  const files: MessageFile[] = Array.isArray(answer.tempFiles) ? answer.tempFiles : [];
  return files.slice(0, count).flatMap((file): ChosenFile[] => {
    if (typeof file?.path !== 'string' || file.path === '') return [];
    return [
      {
        name: typeof file.name === 'string' && file.name ? file.name : 'file',
        url: file.path,
        ...(typeof file.size === 'number' && { size: file.size }),
        ...(typeof file.type === 'string' && file.type && { type: file.type }),
      },
    ];
  });
}
