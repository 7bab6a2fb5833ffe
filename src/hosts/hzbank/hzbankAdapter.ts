import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';
import { signInHzbank } from './hzbankSignIn';

/** The bank's mobile app (`window.hzBank`). */
export function createHzbankAdapter(): HostAdapter {
  return {
    id: 'hzbank',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, signInHzbank),
    verbs: privateSdkVerbs(() => window.hzBank),
  };
}
