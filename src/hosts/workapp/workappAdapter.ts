import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';
import { signInWorkapp } from './workappSignIn';

/** The mobile enterprise app (`window.workApp`). */
export const workappAdapter: HostAdapter = {
  id: 'workapp',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, signInWorkapp),
  verbs: (env) => privateSdkVerbs(() => env.window.workApp),
};
