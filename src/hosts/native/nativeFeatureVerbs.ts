import type { HostBridgeVerbs, ProxyRequest } from '../shared/hostContract';
import { normalizeSharePayload } from '../shared/normalizeSharePayload';
import type { MobileBridge } from './createMobileBridge';
import { NativeBridgeError } from './NativeBridgeError';
import type { BridgeFeatures } from './nativeUserAgent';
import { parseChosenImages } from './parseChosenImages';

/** Native album picker (docs/sign-in-and-hosts.md). */
export const NATIVE_IMAGE_DEFAULTS = { count: 9, compress: 0.25 } as const;

/**
 * Toast duration is 3000 ms or 3 s depending on version (docs/sign-in-and-hosts.md). Our reading: wrappers with the
 * capability check (bridge 0.9.80) take seconds, older ones milliseconds.
 */
export function nativeToastDuration(features: BridgeFeatures): number {
  return features.capabilityCheck ? 3 : 3000;
}

function readScanText(data: unknown): string {
  if (typeof data === 'string') return data;
  const result = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (typeof result.result === 'string') return result.result;
  throw new NativeBridgeError('scan', 'malformed', 'The native bridge sent no scan result');
}

/**
 * The wrapper's user-facing features. From bridge 0.9.80 each is asked for first
 * (`canIUse {method}`, once per method); a wrapper that says no is refused as unsupported, which
 * the bridge turns into the spec's alert. Older wrappers are called as they are: one without the
 * method answers 40004, refused the same way.
 */
export function createNativeFeatureVerbs(
  bridge: MobileBridge,
  features: BridgeFeatures,
  pageUrl: () => string,
): Partial<HostBridgeVerbs> {
  const answers = new Map<string, Promise<boolean>>();
  const capable = async (method: string) => {
    if (!features.capabilityCheck) return;
    let answer = answers.get(method);
    if (!answer) {
      answer = bridge
        .call('canIUse', { method })
        .then(
          (data) =>
            data === true ||
            (typeof data === 'object' &&
              data !== null &&
              'available' in data &&
              data.available === true),
        );
      // A failed check is asked again next time; a known answer is kept.
      answer.catch(() => answers.delete(method));
      answers.set(method, answer);
    }
    if (!(await answer)) {
      throw new NativeBridgeError(method, 'unsupported', `The native wrapper cannot ${method}`);
    }
  };
  // Pickers, scanner and share wait on the person, so no timer cuts them short.
  const waiting = { timeoutMs: null };
  return {
    chooseImage: async (options = {}) => {
      await capable('chooseImage');
      const params = {
        count: options.count ?? NATIVE_IMAGE_DEFAULTS.count,
        compress: options.compress ?? NATIVE_IMAGE_DEFAULTS.compress,
        source: options.source ?? ['album', 'camera'],
      };
      return parseChosenImages(await bridge.call('chooseImage', params, waiting));
    },
    scan: async (options = {}) => {
      await capable('scan');
      return readScanText(await bridge.call('scan', { type: options.type ?? 'qrCode' }, waiting));
    },
    share: async (payload) => {
      await capable('share');
      const { title, content, url, image, type } = normalizeSharePayload(payload, pageUrl());
      await bridge.call('share', { title, desc: content, link: url, imgUrl: image, type }, waiting);
    },
    // The wrapper sends the request itself; for an upload it reads the file at data.filePath.
    // The caller bounds the wait (the native upload's 60 s).
    proxyRequest: async <T>(request: ProxyRequest): Promise<T> => {
      await capable('proxyRequest');
      return bridge.call<T>('proxyRequest', { ...request }, waiting);
    },
  };
}
