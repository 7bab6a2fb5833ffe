import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n, type Locale } from '@shell/i18n';
import { buildTheme } from '@shell/theme';

/** The locale and theme the shell gives every tree, for the UI kit's own tests. */
export function uiWrapper(locale: Locale = 'zh-CN') {
  const i18n = createI18n(locale);
  const theme = buildTheme({ mode: 'light' });
  return function UiWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    );
  };
}
