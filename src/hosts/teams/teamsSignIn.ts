import type { SignInOutcome } from '@shell/auth';
import type { HostSignInContext } from '../shared/hostContract';
import { sdkReturnedError } from '../shared/outcomes';
import { isHostTimeout, withTimeout } from '../shared/withTimeout';

export type TeamsSdk = typeof import('@microsoft/teams-js');

/** The real SDK from npm, in its own lazy chunk: only pages inside Teams download it. */
export function loadTeamsSdk(): Promise<TeamsSdk> {
  return import(/* webpackChunkName: "teams-js" */ '@microsoft/teams-js');
}

/**
 * Teams: initialise the SDK for the allowed message origins, take the Microsoft Entra token it
 * issues and hand it to the identity provider. The SDK's own failures ('CancelledByUser',
 * 'resourceRequiresConsent', 'SDK initialization timed out.', …) surface as SDK errors.
 */
export async function signInTeams(context: HostSignInContext): Promise<SignInOutcome> {
  const wait = <T>(work: Promise<T>) =>
    withTimeout(work, context.config.sdkTimeoutMs, context.clock);
  let token: unknown;
  try {
    const teams = await wait(loadTeamsSdk());
    await wait(teams.app.initialize(context.config.allowedMessageOrigins));
    token = await wait(teams.authentication.getAuthToken());
  } catch (error) {
    if (isHostTimeout(error)) throw error;
    return sdkReturnedError(error);
  }
  if (typeof token !== 'string' || !token) return sdkReturnedError('no token was issued');
  return context.identitySignIn(token);
}
