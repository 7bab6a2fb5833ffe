import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { signInCloudoffice } from './cloudofficeSignIn';

/** The cloud office app: its ticket is the auth code; it has no JS SDK verbs of its own. */
export const cloudofficeAdapter: HostAdapter = {
  id: 'cloudoffice',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, signInCloudoffice),
  verbs: () => ({}),
};
