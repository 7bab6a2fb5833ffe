import type { HostAdapter } from '../shared/hostContract';
import { signInWithAuthCodeSdk } from '../shared/authCodeSdkSignIn';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';

/** The kk host (`window.kk`): its SDK code goes to the identity provider. */
export function createKkAdapter(): HostAdapter {
  return {
    id: 'kk',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, (c) => signInWithAuthCodeSdk(c, 'kk', () => window.kk)),
    verbs: privateSdkVerbs(() => window.kk),
  };
}
