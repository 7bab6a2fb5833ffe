import { createI18n, type Locale } from '@shell/i18n';
import { buildTheme } from '@shell/theme';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';

/**
 * The least of the shell a bench page needs around a module's component: locale and theme.
 * Bench pages time one component, not the whole shell (tests use renderWithShell).
 */
export function benchProviders(locale: Locale) {
  const i18n = createI18n(locale);
  const theme = buildTheme({ mode: 'light', fontSize: 'normal' });
  return function BenchProviders({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    );
  };
}
