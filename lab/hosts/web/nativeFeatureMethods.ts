import { SAMPLE_JPEG_BASE64 } from './samplePicks';
import { isObject, type SdkKit } from './SdkKit';

export type BridgeResult = { code: number; msg?: string; data?: unknown };
export type NativeMethod = (params: Record<string, unknown>) => Promise<BridgeResult>;

export const ok = (data: unknown = null): Promise<BridgeResult> =>
  Promise.resolve({ code: 0, data });

/** What this wrapper can do when asked through the 0.9.80 capability check: no scanner. */
const CAPABLE = new Set(['chooseImage', 'share', 'proxyRequest', 'toast', 'getPersonInfo']);
const PHOTO_PATH = 'expense-local://photos/lab-photo-1.jpg';
const PHOTO_NAME = '现场照片.jpg';

function photoBlob(win: Window): Blob {
  const binary = win.atob(SAMPLE_JPEG_BASE64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/**
 * The wrapper sends a request for the page. With `data.filePath` naming a photo its picker gave,
 * it posts the file itself as multipart with the other data fields (objects as JSON), as the
 * real app does for its native upload; otherwise it sends the data as JSON.
 */
async function proxyRequest(kit: SdkKit, params: Record<string, unknown>): Promise<BridgeResult> {
  const url = typeof params.url === 'string' ? params.url : '';
  if (!url.startsWith('/') || url.startsWith('//'))
    return { code: 40000, msg: 'url must be a site path' };
  const data = isObject(params.data) ? params.data : {};
  let body: BodyInit;
  if (data.filePath !== undefined) {
    if (data.filePath !== PHOTO_PATH) return { code: 40000, msg: 'no such local file' };
    const form = new FormData();
    for (const [name, value] of Object.entries(data)) {
      if (value === undefined || value === null) continue;
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    form.append('file', photoBlob(kit.win), PHOTO_NAME);
    body = form;
  } else {
    body = JSON.stringify(data);
  }
  const method = typeof params.method === 'string' ? params.method : 'POST';
  const response = await kit.win.fetch(url, { method, body, credentials: 'same-origin' });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON: handed back as text.
  }
  return response.ok
    ? { code: 0, data: answer }
    : { code: response.status, msg: text.slice(0, 200) };
}

/** The native wrapper's user-facing features and its capability check (bridge 0.9.80). */
export function nativeFeatureMethods(kit: SdkKit): Record<string, NativeMethod> {
  return {
    canIUse: (p) => ok({ available: typeof p.method === 'string' && CAPABLE.has(p.method) }),
    chooseImage: () =>
      ok({ localIds: [PHOTO_PATH], imageBase64: [SAMPLE_JPEG_BASE64], fileName: [PHOTO_NAME] }),
    share: () => ok(),
    proxyRequest: (p) => proxyRequest(kit, p),
  };
}
