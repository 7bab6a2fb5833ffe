import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { createI18nWith, loadCatalogue } from './i18n';
import { readRememberedLocale, safeLocalStorage } from './rememberedLocale';
import { buildTheme } from './theme';
import { LazyErrorScreen } from './ui/LazyErrorScreen';

/** Last line of defence when boot itself fails: still the error screen, never a white page. */
export function renderFatalError(container: HTMLElement, error: unknown): void {
  console.error('[shell] start-up failed', error);
  const locale = readRememberedLocale(safeLocalStorage());
  const i18n = createI18nWith(locale);
  const detail = error instanceof Error ? error.message : String(error);
  // In the remembered language when its chunk still loads, else in zh-CN: never a white page.
  const render = () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <GlobalStyle />
          <LazyErrorScreen detail={detail} onRetry={() => window.location.reload()} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  void loadCatalogue(i18n, locale).then(render, render);
}
