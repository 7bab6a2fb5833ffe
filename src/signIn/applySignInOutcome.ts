import type { SignInOutcome, SignInSession } from '../auth';
import type { SessionStatus, RootStore } from '../store';
import { shellPaths } from '../routes';

export interface OutcomeEffects {
  navigate(path: string): Promise<void> | void;
  /** Leaves the page for the host's SSO or authorization page. */
  leaveFor(url: string): void;
  /** The spec's "system error event", for hosts listening through needPostEvent. */
  systemError(reason: string): void;
  /** Staff setting and staff info with the granted token. */
  completeSession(session: SignInSession): Promise<SessionStatus>;
  /** False when the host has bounced us back too often (see redirectGuard). */
  allowRedirect?(): boolean;
}

/**
 * Acts on what the sign-in chain or a host adapter decided (docs/sign-in-and-hosts.md session failures): the
 * adapters only describe; this is the one place that navigates.
 */
export async function applySignInOutcome(
  root: RootStore,
  outcome: SignInOutcome,
  effects: OutcomeEffects,
): Promise<SessionStatus> {
  switch (outcome.kind) {
    case 'signed-in': {
      const status = await effects.completeSession(outcome.session);
      if (status === 'no-corporation') await effects.navigate(shellPaths.selectEnterprise());
      if (status === 'failed') {
        effects.systemError(root.session.failure ?? 'sign-in failed');
        await effects.navigate(shellPaths.error());
      }
      if (status === 'unauthorized') await effects.navigate(shellPaths.login());
      return status;
    }
    case 'redirect':
      if (effects.allowRedirect && !effects.allowRedirect()) {
        root.session.hostProblem({ key: 'ssoFailed' });
        await effects.navigate(shellPaths.signInProblem());
        return root.session.status;
      }
      effects.leaveFor(outcome.url);
      return root.session.status;
    case 'unauthorized':
      root.session.unauthorized();
      await effects.navigate(shellPaths.login());
      return root.session.status;
    case 'dialog':
      root.session.hostProblem(null, outcome.dialog);
      await effects.navigate(shellPaths.signInProblem());
      return root.session.status;
    case 'page':
      root.session.failed('initializing');
      await effects.navigate(shellPaths.initializing());
      return root.session.status;
    case 'failed':
      if ('key' in outcome.message && outcome.message.key === 'systemError') {
        root.session.failed('system error');
        effects.systemError('system error');
        await effects.navigate(shellPaths.error());
      } else {
        root.session.hostProblem(outcome.message);
        await effects.navigate(shellPaths.signInProblem());
      }
      return root.session.status;
  }
}
