import type { useTranslation } from 'react-i18next';
import type { SignInMessageKey, SignInText } from '../auth';
import type { Messages } from '../i18n/locales/zhCN';

// Every key a host may send exists in the catalogue; the build fails here when one is missing.
type MissingKey = Exclude<SignInMessageKey, keyof Messages['signIn']>;
true satisfies [MissingKey] extends [never] ? true : never;

/** A host's message in the person's locale; server text (`{ text }`) is shown as it came. */
export function signInText(t: ReturnType<typeof useTranslation>['t'], text: SignInText): string {
  if ('text' in text) return text.text;
  // i18next's types refuse a union of keys, so one key stands for all; MissingKey guards them.
  return t(`signIn.${text.key}` as 'signIn.enterFailed', { reason: '', ...text.values });
}
