import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { createI18n } from './i18n';
import { readRememberedLocale, safeLocalStorage } from './rememberedLocale';
import { buildTheme } from './theme';
import { LazyErrorScreen } from './ui/LazyErrorScreen';

/** Last line of defence when boot itself fails: still the error screen, never a white page. */
export function renderFatalError(container: HTMLElement, error: unknown): void {
  console.error('[shell] start-up failed', error);
  const i18n = createI18n(readRememberedLocale(safeLocalStorage()));
  const detail = error instanceof Error ? error.message : String(error);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
        <GlobalStyle />
        <LazyErrorScreen detail={detail} onRetry={() => window.location.reload()} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}
