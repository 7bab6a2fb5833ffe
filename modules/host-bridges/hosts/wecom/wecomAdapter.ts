import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { signInWecom } from './wecomSignIn';
import { wecomVerbs } from './wecomVerbs';

export { readAppletRedirect, type AppletRedirect } from './readAppletRedirect';
export { VERIFY_FAILED_EVENT } from './configureWecomJsApi';

/** The workplace chat app (WeCom). */
export function createWecomAdapter(): HostAdapter {
  return {
    id: 'wecom',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, signInWecom),
    verbs: wecomVerbs,
  };
}
