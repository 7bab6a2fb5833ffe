import type { HostAdapter } from '../shared/hostContract';
import { signInOfficeSuite } from '../shared/officeSuiteSignIn';
import { runSignIn } from '../shared/outcomes';
import { dingtalkDriver } from './dingtalkDriver';
import { dingtalkVerbs } from './dingtalkVerbs';

/** The first office suite (DingTalk). */
export function createDingtalkAdapter(): HostAdapter {
  return {
    id: 'dingtalk',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, (c) => signInOfficeSuite(c, dingtalkDriver)),
    verbs: dingtalkVerbs,
  };
}
