import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';
import { signInHzbank } from './hzbankSignIn';

/** The bank's mobile app (`window.hzBank`). */
export const hzbankAdapter: HostAdapter = {
  id: 'hzbank',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, signInHzbank),
  verbs: (env) => privateSdkVerbs(() => env.window.hzBank),
};
