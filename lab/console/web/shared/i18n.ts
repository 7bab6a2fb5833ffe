import i18next from 'i18next';
import { enUS } from '../locales/enUS';
import { zhCN, type ConsoleMessages } from '../locales/zhCN';

export const CONSOLE_LOCALES = ['zh-CN', 'en-US'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
/** People who run the lab work in Chinese first, as the product's own people do. */
export const DEFAULT_CONSOLE_LOCALE: ConsoleLocale = 'zh-CN';
const LOCALE_KEY = 'lab-console-locale';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends { one: string; other: string }
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : PluralPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key of the consoles, e.g. 'open.heading'. */
export type MessageKey = Paths<ConsoleMessages>;
/** A counted pair `{ one, other }`, e.g. 'faults.count'. */
export type PluralKey = PluralPaths<ConsoleMessages>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const isConsoleLocale = (value: unknown): value is ConsoleLocale =>
  typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);

/**
 * The consoles' translations through i18next, as the app does it (a fresh instance, zh-CN the
 * source of truth, en-US typed to mirror it). Values go in as text: the consoles never parse
 * HTML, so i18next's own escaping would only show entities.
 */
export function createTranslate(locale: ConsoleLocale): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: locale,
    fallbackLng: DEFAULT_CONSOLE_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The app types i18next's keys with its own catalogue; the consoles check theirs with MessageKey.
  return (key, values) => String(instance.t(key as never, values as never));
}

/** 'one' or 'other' message of a counted pair, e.g. plural(t, 'panels.faults', 2). */
export function plural(t: Translate, key: PluralKey, count: number): string {
  return t(`${key}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count });
}

/** ?lang= wins (a shared link), then the person's last choice, then zh-CN. */
export function pickLocale(win: Window): ConsoleLocale {
  const asked = new URLSearchParams(win.location.search).get('lang');
  if (isConsoleLocale(asked)) return asked;
  try {
    const saved = win.localStorage.getItem(LOCALE_KEY);
    if (isConsoleLocale(saved)) return saved;
  } catch {
    // Storage may be blocked; the default language still works.
  }
  return DEFAULT_CONSOLE_LOCALE;
}

export function saveLocale(win: Window, locale: ConsoleLocale): void {
  try {
    win.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
}
