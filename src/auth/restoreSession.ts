import type { SessionStatus, RootStore } from '../store';
import { loadCurrentStaff } from './loadCurrentStaff';

/**
 * The part of the sign-in chain that exists today: load the current staff with whatever grant
 * the host gave us. A 401 has already reached the unauthorized handler (→ /login) by the time
 * this resolves; other failures are recorded for the error screen.
 */
export async function restoreSession(root: RootStore): Promise<SessionStatus> {
  root.session.startSignIn();
  try {
    root.session.signedIn(await loadCurrentStaff(root.http));
  } catch (error) {
    if (root.session.status !== 'unauthorized') {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('[shell] sign-in failed:', reason);
      root.session.failed(reason);
    }
  }
  return root.session.status;
}
