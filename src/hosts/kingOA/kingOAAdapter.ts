import type { HostAdapter } from '../shared/hostContract';
import { signInWithAuthCodeSdk } from '../shared/authCodeSdkSignIn';
import { runSignIn } from '../shared/outcomes';
import { privateSdkVerbs } from '../shared/privateSdkVerbs';

/** The kingOA host (`window.kingOA`): its SDK code goes to the identity provider. */
export const kingOAAdapter: HostAdapter = {
  id: 'kingOA',
  variant: 'embedded',
  signIn: (context) =>
    runSignIn(context, (c) => signInWithAuthCodeSdk(c, 'kingOA', () => c.window.kingOA)),
  verbs: (env) => privateSdkVerbs(() => env.window.kingOA),
};
