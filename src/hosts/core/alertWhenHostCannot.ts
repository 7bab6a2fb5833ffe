import type { HostBridgeVerbs } from '../HostBridgeVerbs';
import { rejectUnsupportedFeature, type UnsupportedContext } from './rejectUnsupported';

/**
 * Codes by which a host says it cannot do something after all: the native wrapper's capability
 * check ('unsupported'), a wrapper or open-platform SDK without the action (40004), or an SDK
 * bridge too old for it (30000).
 */
const HOST_REFUSALS: readonly unknown[] = ['unsupported', 40004, 30000];

function isHostRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    HOST_REFUSALS.includes((error as { code?: unknown }).code)
  );
}

/**
 * A host's own picker, scanner or share that turns out to be missing ends like one the host never
 * had: the spec's alert once, then the typed refusal callers recognise (docs/sign-in-and-hosts.md).
 */
export function alertWhenHostCannot(
  verbs: Partial<HostBridgeVerbs>,
  context: UnsupportedContext,
): Partial<HostBridgeVerbs> {
  const { chooseImage, chooseFile, scan, share } = verbs;
  const refused =
    (feature: 'chooseImage' | 'chooseFile' | 'scan' | 'share') =>
    (error: unknown): Promise<never> =>
      isHostRefusal(error) ? rejectUnsupportedFeature(feature, context) : Promise.reject(error);
  return {
    ...verbs,
    ...(chooseImage && {
      chooseImage: (options) => chooseImage(options).catch(refused('chooseImage')),
    }),
    ...(chooseFile && {
      chooseFile: (options) => chooseFile(options).catch(refused('chooseFile')),
    }),
    ...(scan && { scan: (options) => scan(options).catch(refused('scan')) }),
    ...(share && { share: (payload) => share(payload).catch(refused('share')) }),
  };
}
