import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { signInWecom } from './wecomSignIn';
import { wecomVerbs } from './wecomVerbs';

/** The workplace chat app (WeCom). */
export function createWecomAdapter(): HostAdapter {
  return {
    id: 'wecom',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, signInWecom),
    verbs: wecomVerbs,
  };
}
