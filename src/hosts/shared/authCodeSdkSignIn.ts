import type { SignInOutcome } from '@shell/auth';
import type { AuthCodeSdk, HostSignInContext } from './hostContract';
import { loadSdkOnce } from './loadSdkOnce';
import { sdkReturnedError } from './outcomes';
import { isHostTimeout, withTimeout } from './withTimeout';

/**
 * kk and kingOA: the host's SDK issues an identity-provider code and the general identity chain
 * signs in with it (an absent code lets that chain fall back to session login).
 */
export async function signInWithAuthCodeSdk(
  context: HostSignInContext,
  id: 'kk' | 'kingOA',
  readSdk: () => AuthCodeSdk | undefined,
): Promise<SignInOutcome> {
  const sdk = await loadSdkOnce(context, id, readSdk);
  if (!sdk) return sdkReturnedError(`the ${id} SDK is not available`);
  let result: Awaited<ReturnType<AuthCodeSdk['getAuthCode']>> | undefined;
  try {
    const request = sdk.getAuthCode({ corpId: context.params.corpId });
    result = await withTimeout(request, context.config.sdkTimeoutMs, context.clock);
  } catch (error) {
    if (isHostTimeout(error)) throw error;
    return sdkReturnedError(error);
  }
  if (typeof result !== 'object' || result === null || result.code !== 0) {
    return sdkReturnedError(result?.msg ?? `code ${String(result?.code)}`);
  }
  const code = result.data?.code;
  return context.identitySignIn(typeof code === 'string' && code ? code : undefined);
}
