import { createI18n, type Locale } from '@shell/i18n';
import { RootStoreContext, type RootStore } from '@shell/store';
import { buildTheme } from '@shell/theme';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';

/** The providers a module's tree gets from the shell (locale, theme, optionally the root). */
export function shellWrapper(locale: Locale, root?: RootStore) {
  const i18n = root?.i18n ?? createI18n(locale);
  const theme = buildTheme({ mode: 'light', fontSize: 'normal' });
  return function ShellWrapper({ children }: { children: ReactNode }) {
    const tree = (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    );
    return root ? <RootStoreContext.Provider value={root}>{tree}</RootStoreContext.Provider> : tree;
  };
}
