import type { HostAdapter } from '../shared/hostContract';
import { signInWithAuthCodeSdk } from '../shared/authCodeSdkSignIn';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';

/** The kk host (`window.kk`): its SDK code goes to the identity provider. */
export const kkAdapter: HostAdapter = {
  id: 'kk',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, (c) => signInWithAuthCodeSdk(c, 'kk', () => c.window.kk)),
  verbs: (env) => privateSdkVerbs(() => env.window.kk),
};
