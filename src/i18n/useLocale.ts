import type { i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { normalizeLocale, type Locale } from './Locale';

type Subscribe = (onChange: () => void) => () => void;

const subscriptions = new WeakMap<I18n, Subscribe>();
const never: Subscribe = () => () => undefined;

/** One stable subscribe function per instance, as useSyncExternalStore wants. */
function subscribeTo(i18n: I18n | undefined): Subscribe {
  if (!i18n) return never;
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The shell's current locale; components re-render when it changes. Not `useTranslation`: on
 * every mount that copies all of the i18n instance's property descriptors, which was an eighth
 * of the time a 25-row table took to re-render.
 */
export function useLocale(): Locale {
  const i18n: I18n | undefined = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(subscribeTo(i18n), () => i18n?.language);
  return normalizeLocale(language);
}
