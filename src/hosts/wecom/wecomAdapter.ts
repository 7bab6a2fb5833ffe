import type { HostAdapter } from '../shared/hostContract';
import { runSignIn } from '../shared/outcomes';
import { configureWecomJsApi } from './configureWecomJsApi';
import { signInWecom } from './wecomSignIn';
import { wecomVerbs } from './wecomVerbs';

/** The workplace chat app (WeCom). */
export const wecomAdapter: HostAdapter = {
  id: 'wecom',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, signInWecom),
  // The JS API (pickers, preview, scan) needs its signature again on every page load.
  resume: (context, session) =>
    configureWecomJsApi(context, context.params.corpId ?? session.wxCorpId),
  verbs: () => wecomVerbs,
};
