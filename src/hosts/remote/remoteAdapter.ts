import { remoteSdkRecordSchema } from '@contracts/hosts/remoteSdkRecord';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome } from '@shell/auth';
import type { HostAdapter, HostSignInContext } from '../shared/hostContract';
import { parseChosenImages } from '../native/parseChosenImages';
import { invokeOpenPlatform } from './invokeOpenPlatform';
import { OpenPlatformSdkError } from './OpenPlatformSdkError';
import { isHostTimeout, withTimeout } from '../shared/withTimeout';

export const REMOTE_TOAST_MS = 3000;

/** A host named by an `sdkName` the app has no adapter for: its SDK is looked up and loaded. */
export const remoteAdapter: HostAdapter = {
  id: 'remote',
  variant: 'embedded',
  signIn: signInThroughSdk,
  resume: async (context) => {
    if (context.params.sdkName) await loadRemoteSdk(context.params.sdkName, context);
  },
  verbs: (env) => {
    const invoke = <T>(action: string, params?: Record<string, unknown>) =>
      invokeOpenPlatform<T>(env.window.OpenPlatformSDK, action, params);
    const run = async (action: string, params?: Record<string, unknown>) => {
      await invoke(action, params);
    };
    return {
      getAuthCode: async () => {
        const code = readCode(await invoke('webview.getAuthCode'));
        if (!code) throw new Error('No auth code found');
        return code;
      },
      toast: (message) => run('util.toast', { message, duration: REMOTE_TOAST_MS }),
      setNavigationBar: ({ title }) =>
        title === undefined ? Promise.resolve() : run('navbar.setTitle', { title }),
      openLink: (url) => run('webview.openLink', { url }),
      previewImages: (urls, current) => run('media.previewImage', { urls, current }),
      chooseImage: async (options = {}) =>
        parseChosenImages(
          await invoke('media.chooseImage', { ...options, count: options.count ?? 9 }),
        ),
      share: (payload) =>
        run('share.share', {
          title: payload.title,
          content: payload.content,
          url: payload.url,
          image: payload.image,
          type: payload.type,
        }),
      close: () => run('webview.close'),
    };
  },
};

async function signInThroughSdk(context: HostSignInContext): Promise<SignInOutcome> {
  const systemError: SignInOutcome = { kind: 'failed', message: { key: 'systemError' } };
  const { sdkName } = context.params;
  if (!sdkName || !(await loadRemoteSdk(sdkName, context))) return systemError;
  let answer: unknown;
  try {
    const getting = invokeOpenPlatform(context.window.OpenPlatformSDK, 'webview.getAuthCode');
    const { clock, config } = context;
    answer = await withTimeout(getting, config.sdkTimeoutMs, clock);
  } catch (error) {
    context.log.error(`The ${sdkName} SDK gave no auth code`, error);
    if (error instanceof OpenPlatformSdkError) {
      return { kind: 'failed', message: { text: error.message } };
    }
    if (isHostTimeout(error)) {
      return { kind: 'failed', message: { key: 'hostNoAnswer' } };
    }
    return systemError;
  }
  const code = readCode(answer);
  if (!code) return { kind: 'failed', message: { key: 'noCode' } };
  return context.identitySignIn(code);
}

/** GET /v1/crm/sdk/list/{sdkName} → value.downloadUrl → script; false when any step fails. */
async function loadRemoteSdk(sdkName: string, context: HostSignInContext): Promise<boolean> {
  try {
    const params = context.params.mode === 'debug' ? { mode: 'debug' } : undefined;
    const path = `/v1/crm/sdk/list/${encodeURIComponent(sdkName)}`;
    const record = parseOrNull(remoteSdkRecordSchema, await context.http.get(path, { params }));
    if (!record) {
      context.log.error(`The SDK record of ${sdkName} has no usable downloadUrl`);
      return false;
    }
    await context.loadScript(record.downloadUrl);
    return true;
  } catch (error) {
    context.log.error(`The ${sdkName} SDK could not be looked up or loaded`, error);
    return false;
  }
}

function readCode(answer: unknown): string | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const code = (answer as Record<string, unknown>).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}
