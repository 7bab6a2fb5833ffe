import type { HostAdapter } from '../shared/hostContract';
import { signInOfficeSuite } from '../shared/officeSuiteSignIn';
import { configureOfficeSuite } from '../shared/officeSuiteSession';
import { runSignIn } from '../shared/outcomes';
import { feishuDriver } from './feishuDriver';
import { feishuVerbs } from './feishuVerbs';

/** The second office suite (Feishu). */
export const feishuAdapter: HostAdapter = {
  id: 'feishu',
  variant: 'embedded',
  signIn: (context) => runSignIn(context, (c) => signInOfficeSuite(c, feishuDriver)),
  // A reload or deep link resumes the session: the SDK (scan, preview…) loads on that page too.
  resume: (context, session) => configureOfficeSuite(context, feishuDriver, session),
  verbs: () => feishuVerbs,
};
