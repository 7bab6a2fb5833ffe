import type { SignInOutcome } from '@shell/auth';
import type { HostAdapter, HostAdapterEnv, HostSignInContext } from '../shared/hostContract';
import { parsePersonInfo } from '../web/parsePersonInfo';
import { createMobileBridge, type MobileBridge } from './createMobileBridge';
import { createNativeStorageVerbs } from './nativeStorageVerbs';
import { NativeBridgeError } from './NativeBridgeError';
import { createNativeFeatureVerbs, nativeToastDuration } from './nativeFeatureVerbs';
import {
  bridgeFeatures,
  parseNativeUserAgent,
  usesPromptChannel,
  type BridgeFeatures,
} from './nativeUserAgent';

/** The wrapper as this page's user agent names it, and the bridge to call it through. */
function nativeWrapperOf(env: HostAdapterEnv): { features: BridgeFeatures; bridge: MobileBridge } {
  const agent = parseNativeUserAgent(env.userAgent);
  // Calls share the page's one callback registry (per window), so building it twice is safe.
  const bridge = createMobileBridge({
    window: env.window,
    clock: env.clock,
    timeoutMs: env.config.sdkTimeoutMs,
    promptChannel: usesPromptChannel(agent?.hostVersion, agent?.platform),
  });
  return { features: bridgeFeatures(agent?.bridgeVersion), bridge };
}

/** The generic native wrapper (`type=oem|eBridge` or an `ExpenseNative/…` user agent). */
export const nativeAdapter: HostAdapter = {
  id: 'native',
  variant: 'embedded',
  signIn: (context) => {
    const { features, bridge } = nativeWrapperOf(context);
    return features.mobileBridge
      ? signInWithTicket(bridge, context)
      : context.identitySignIn(context.params.ticket);
  },
  verbs: (env) => {
    const { features, bridge } = nativeWrapperOf(env);
    // Wrappers older than the mobile bridge answer nothing: the base bridge's refusals are honest.
    if (!features.mobileBridge) return {};
    return {
      toast: async (message) => {
        await bridge.call('toast', { message, duration: nativeToastDuration(features) });
      },
      ...(features.nativeStorage ? createNativeStorageVerbs(bridge, env.log) : {}),
      setNavigationBar: async (style) => {
        await bridge.call(features.newNavBarName ? 'setNavBarStyle' : 'setNavigationBar', {
          ...style,
        });
      },
      openLightApp: async (appId, path) => {
        await bridge.call('openLightApp', { appId, path });
      },
      getPersonInfo: async () => {
        const info = parsePersonInfo(await bridge.call('getPersonInfo'));
        if (!info)
          throw new NativeBridgeError(
            'getPersonInfo',
            'malformed',
            'The native bridge sent no person info',
          );
        return info;
      },
      previewImages: async (urls, current) => {
        await bridge.call('previewImages', { urls, current });
      },
      ...createNativeFeatureVerbs(bridge, features, () => env.window.location.href),
      close: async () => {
        await bridge.call('close');
      },
    };
  },
};

async function signInWithTicket(
  bridge: MobileBridge,
  context: HostSignInContext,
): Promise<SignInOutcome> {
  let answer: unknown;
  try {
    answer = await bridge.call('getTicket');
  } catch (error) {
    context.log.error('The native wrapper gave no ticket', error);
    if (error instanceof NativeBridgeError && error.code === 'timeout') {
      return { kind: 'failed', message: { key: 'hostNoAnswer' } };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', message: { key: 'enterFailed', values: { reason } } };
  }
  const ticket = typeof answer === 'string' ? answer : readTicketField(answer);
  if (!ticket) return { kind: 'failed', message: { key: 'noCode' } };
  return context.identitySignIn(ticket);
}

function readTicketField(answer: unknown): string | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const ticket = (answer as Record<string, unknown>).ticket;
  return typeof ticket === 'string' && ticket !== '' ? ticket : undefined;
}
