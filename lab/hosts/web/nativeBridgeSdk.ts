import { isObject, messageOf, numberOf, codeOf, type SdkKit } from './SdkKit';

export const NATIVE_BRIDGE_SCHEME = 'expensebridge://';
const VERSION = '9.60.0';
const STORE = 'lab-native:';

type BridgeResult = { code: number; msg?: string; data?: unknown };
type Method = (params: Record<string, unknown>) => Promise<BridgeResult>;
type NativeWindow = SdkKit['win'] & {
  __expenseBridgeCallback?: (id: number, json: string) => void;
};

const ok = (data: unknown = null): Promise<BridgeResult> => Promise.resolve({ code: 0, data });

function methodsOf(kit: SdkKit): Record<string, Method> {
  const storage = kit.win.sessionStorage;
  const keyOf = (p: Record<string, unknown>) => STORE + String(p.key);
  const getStorage: Method = (p) => ok(storage.getItem(keyOf(p)));
  const setStorage: Method = (p) => {
    storage.setItem(keyOf(p), String(p.value));
    return ok();
  };
  const removeStorage: Method = (p) => {
    storage.removeItem(keyOf(p));
    return ok();
  };
  const clearStorage: Method = () => {
    for (const key of Object.keys(storage)) if (key.startsWith(STORE)) storage.removeItem(key);
    return ok();
  };
  return {
    getTicket: async () => {
      const answer = await kit.requestCode({});
      if (!answer.ok) {
        const code = numberOf(answer.data.code, answer.status || -1);
        return { code, msg: messageOf(answer, 'getTicket failed') };
      }
      return { code: 0, data: { ticket: codeOf(answer), code: codeOf(answer) } };
    },
    toast: () => ok(),
    getStorage,
    setStorage,
    removeStorage,
    clearStorage,
    storageGet: getStorage,
    storageSet: setStorage,
    storageRemove: removeStorage,
    storageClear: clearStorage,
    openLightApp: () => ok(),
    getPersonInfo: () => kit.person().then((data) => ({ code: 0, data })),
    getVersion: () => ok({ version: VERSION }),
  };
}

/**
 * The native side of the mobile bridge. The page calls by pointing a hidden frame at
 * `expensebridge://<method>?callbackId=<n>&params=<json>` (or, on Android from 9.59, by
 * `window.prompt` with that address); the native side answers through
 * `window.__expenseBridgeCallback(callbackId, '{"code":0,"data":…}')`. Methods: getTicket
 * (data `{ticket, code}`), toast, get/set/remove/clearStorage (and storageGet/…), any
 * navigation-bar verb, openLightApp, getPersonInfo, getVersion; others answer code 40004.
 * 'not-in-host' installs nothing, so calls go unanswered as in a plain browser; 'hang' leaves
 * getTicket unanswered.
 */
export function installNativeBridge(kit: SdkKit): void {
  if (kit.notInHost) return;
  const win = kit.win as NativeWindow;
  const methods = methodsOf(kit);
  const answered = new Set<number>();
  const reply = (callbackId: number, result: BridgeResult) =>
    kit.later(() => win.__expenseBridgeCallback?.(callbackId, JSON.stringify(result)));

  /** True when the address was a bridge call (answered or deliberately not). */
  const handle = (address: unknown): boolean => {
    if (typeof address !== 'string' || !address.startsWith(NATIVE_BRIDGE_SCHEME)) return false;
    const rest = address.slice(NATIVE_BRIDGE_SCHEME.length);
    const mark = rest.indexOf('?');
    const method = decodeURIComponent(mark < 0 ? rest : rest.slice(0, mark)).replace(/\/+$/, '');
    const query = new URLSearchParams(mark < 0 ? '' : rest.slice(mark + 1));
    const callbackId = Number(query.get('callbackId'));
    let params: unknown;
    try {
      params = JSON.parse(query.get('params') ?? '{}');
    } catch {
      params = {};
    }
    const p = isObject(params) ? params : {};
    kit.record(method, p);
    if (!Number.isFinite(callbackId) || answered.has(callbackId)) return true;
    answered.add(callbackId);
    if (method === 'getTicket' && kit.hang) return true;
    const run = Object.hasOwn(methods, method)
      ? methods[method]
      : /navigation|navbar/i.test(method)
        ? () => ok()
        : null;
    if (!run) {
      reply(callbackId, { code: 40004, msg: `unsupported: ${method}` });
      return true;
    }
    run(p).then(
      (result) => reply(callbackId, result),
      (error: unknown) => reply(callbackId, { code: -1, msg: String(error) }),
    );
    return true;
  };
  watchFrames(win, handle);
  const prompt = win.prompt.bind(win);
  win.prompt = (message?: string, fallback?: string) =>
    handle(String(message)) || handle(String(fallback)) ? '' : prompt(message, fallback);
}

/**
 * Frames are watched at the `src` setter and `setAttribute` (a MutationObserver alone misses a
 * frame whose address changes twice in one task) and by a MutationObserver for markup.
 */
function watchFrames(win: NativeWindow, handle: (address: unknown) => boolean): void {
  const Frame = win.HTMLIFrameElement;
  const srcOf = Object.getOwnPropertyDescriptor(Frame.prototype, 'src');
  if (srcOf?.get && srcOf.set) {
    const { get, set } = srcOf;
    Object.defineProperty(Frame.prototype, 'src', {
      configurable: true,
      enumerable: srcOf.enumerable,
      get() {
        return get.call(this);
      },
      set(value: string) {
        handle(String(value));
        set.call(this, value);
      },
    });
  }
  const setAttribute = win.Element.prototype.setAttribute;
  win.Element.prototype.setAttribute = function (name: string, value: string) {
    if (this instanceof Frame && String(name).toLowerCase() === 'src') handle(String(value));
    setAttribute.call(this, name, value);
  };
  new win.MutationObserver((records) => {
    for (const change of records) {
      for (const node of change.addedNodes) {
        if (node instanceof Frame) handle(node.getAttribute('src'));
      }
    }
  }).observe(win.document.documentElement, { childList: true, subtree: true });
}
