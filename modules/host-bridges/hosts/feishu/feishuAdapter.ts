import type { HostAdapter } from '../shared/hostContract';
import { signInOfficeSuite } from '../shared/officeSuiteSignIn';
import { runSignIn } from '../shared/outcomes';
import { feishuDriver } from './feishuDriver';
import { feishuVerbs } from './feishuVerbs';

/** The second office suite (Feishu). */
export function createFeishuAdapter(): HostAdapter {
  return {
    id: 'feishu',
    variant: 'embedded',
    signIn: (context) => runSignIn(context, (c) => signInOfficeSuite(c, feishuDriver)),
    verbs: feishuVerbs,
  };
}
