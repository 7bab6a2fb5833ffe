import type { Dom } from './Dom';
import { CONSOLE_LOCALES, saveLocale, type ConsoleLocale, type Translate } from './i18n';

const LOCALE_NAMES: Record<ConsoleLocale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * A console's header: its title, a short line about it, links to the other console, and the
 * language switch (the choice is remembered; the page reloads in that language).
 */
export function pageHeader(
  dom: Dom,
  t: Translate,
  options: {
    title: string;
    intro: string;
    links: Array<{ href: string; text: string }>;
    locale: ConsoleLocale;
  },
): HTMLElement {
  const select = dom.el(
    'select',
    { id: 'console-language', 'data-focus': 'language' },
    CONSOLE_LOCALES.map((locale) =>
      dom.el('option', {
        value: locale,
        selected: locale === options.locale,
        text: LOCALE_NAMES[locale],
      }),
    ),
  );
  select.addEventListener('change', () => {
    const chosen = select.value as ConsoleLocale;
    saveLocale(dom.win, chosen);
    const url = new URL(dom.win.location.href);
    url.searchParams.set('lang', chosen);
    dom.win.location.assign(url.toString());
  });
  const links = options.links.map((link) => dom.el('a', { href: link.href, text: link.text }));
  return dom.el('header', { class: 'page-header' }, [
    dom.el('div', { class: 'title' }, [
      dom.el('h1', { text: options.title }),
      dom.el('p', { class: 'muted', text: options.intro }),
    ]),
    dom.el('nav', { 'aria-label': t('common.consolePages') }, [
      dom.el(
        'ul',
        { class: 'plain inline' },
        links.map((link) => dom.el('li', {}, [link])),
      ),
    ]),
    dom.el('div', { class: 'field inline' }, [
      dom.el('label', { for: 'console-language', text: t('common.language') }),
      select,
    ]),
  ]);
}
