import type { SignInMessageKey, SignInOutcome, SignInSession } from '@shell/auth';
import { errorMessageOf } from './errorCodeOf';
import type { HostSignInContext } from './hostContract';
import { isHostTimeout } from './withTimeout';

export function signedIn(session: SignInSession): SignInOutcome {
  return { kind: 'signed-in', session };
}

export function redirectTo(url: string, reason: string): SignInOutcome {
  return { kind: 'redirect', url, reason };
}

export function failedWith(key: SignInMessageKey, values?: Record<string, string>): SignInOutcome {
  return { kind: 'failed', message: values ? { key, values } : { key } };
}

/** docs/host-verbs.md: SDK promise errors are wrapped as 'SDK returned error: ...'. */
export function sdkReturnedError(error: unknown): SignInOutcome {
  return { kind: 'failed', message: { text: `SDK returned error: ${errorMessageOf(error)}` } };
}

export const HOST_NO_ANSWER: SignInOutcome = failedWith('hostNoAnswer');

/**
 * Runs a host's sign-in flow so it never throws: a host that stops answering becomes
 * 'hostNoAnswer', anything unforeseen a system error (logged without payloads).
 */
export async function runSignIn(
  context: HostSignInContext,
  flow: (context: HostSignInContext) => Promise<SignInOutcome>,
): Promise<SignInOutcome> {
  try {
    return await flow(context);
  } catch (error) {
    if (isHostTimeout(error)) {
      context.log.warn('host SDK gave no answer', error.message);
      return HOST_NO_ANSWER;
    }
    context.log.error('host sign-in failed unexpectedly', errorMessageOf(error));
    return failedWith('systemError');
  }
}
