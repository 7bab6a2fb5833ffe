import type { HostAdapter } from '../shared/hostContract';
import { signInOfficeSuite } from '../shared/officeSuiteSignIn';
import { configureOfficeSuite } from '../shared/officeSuiteSession';
import { runSignIn } from '../shared/outcomes';
import { dingtalkDriver } from './dingtalkDriver';
import { dingtalkVerbs } from './dingtalkVerbs';

/** The first office suite (DingTalk). */
export const dingtalkAdapter: HostAdapter = {
  id: 'dingtalk',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, (c) => signInOfficeSuite(c, dingtalkDriver)),
  // A reload or deep link resumes the session: the SDK (scan, preview…) loads on that page too.
  resume: (context, session) => configureOfficeSuite(context, dingtalkDriver, session),
  verbs: () => dingtalkVerbs,
};
