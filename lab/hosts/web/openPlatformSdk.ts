import type { OpenPlatformError, OpenPlatformSdk } from '@shell/hosts/hostSdkGlobals';
import { codeOf, isObject, messageOf, numberOf, optionsOf, type SdkKit } from './SdkKit';

export const OPEN_PLATFORM_SDK_VERSION = '2.3.1';
export const OPEN_PLATFORM_BRIDGE_VERSION = '5.4.0';

const NAMESPACES = [
  'webview',
  'navbar',
  'widget',
  'contact',
  'conversation',
  'geo',
  'mail',
  'pay',
  'share',
  'calendar',
  'feed',
  'disk',
  'crm',
  'media',
  'util',
];

const rejectWith = (code: number, message: string): Promise<never> =>
  Promise.reject<never>({ code, message } satisfies OpenPlatformError);

/**
 * The open-platform SDK remotely looked-up hosts ship: `invoke(action, params)` by dotted name,
 * rejecting with `{code, message}` (docs/sign-in-and-hosts.md host SDK codes): 30001 outside the host, 40000 for
 * parameters the parser rejects, 40004 for an action this platform lacks. A preset can make the
 * lab's auth-code call answer any other code (30000, 30002, …), which `invoke` rejects with.
 */
export function installOpenPlatformSdk(kit: SdkKit): void {
  const getAuthCode = async (): Promise<{ code: string }> => {
    if (kit.hang) return kit.never();
    const answer = await kit.requestCode({});
    if (answer.ok) return { code: codeOf(answer) };
    const code = numberOf(answer.data.code, 30002);
    return rejectWith(code, messageOf(answer, 'bridge failed'));
  };
  const sdk: OpenPlatformSdk = {
    version: OPEN_PLATFORM_SDK_VERSION,
    bridgeVersion: kit.notInHost ? null : OPEN_PLATFORM_BRIDGE_VERSION,
    invoke<T>(action: unknown, params?: unknown): Promise<T> {
      kit.record('invoke', { action, params: params === undefined ? null : params });
      if (kit.notInHost) return rejectWith(30001, 'bridge undefined');
      if (typeof action !== 'string' || (params !== undefined && !isObject(params))) {
        return rejectWith(40000, 'parameter parser rejected input');
      }
      const dot = action.indexOf('.');
      if (dot < 1 || !NAMESPACES.includes(action.slice(0, dot))) {
        return rejectWith(40004, `action unsupported on this platform: ${action}`);
      }
      const answer = (value: unknown) => value as T;
      if (action === 'webview.getAuthCode') return getAuthCode().then(answer);
      if (action === 'contact.getPersonInfo') return kit.person().then(answer);
      if (action === 'navbar.setTitle')
        kit.win.document.title = String(optionsOf(params).title ?? '');
      return Promise.resolve(answer({}));
    },
  };
  kit.win.OpenPlatformSDK = sdk;
}
