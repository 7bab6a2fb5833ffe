import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '../i18n';
import { buildTheme } from '../theme';
import { LazyErrorScreen } from './LazyErrorScreen';

// The network that failed may be the one the error screen's own chunk comes over.
jest.mock('./ErrorScreen', () => {
  throw new Error('Loading chunk error-screen failed');
});

describe('the error screen when its chunk cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('still says what happened in the person’s language and offers the retry', async () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={createI18n('en-US')}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <LazyErrorScreen detail="boot failed" onRetry={onRetry} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'unknown problem, please contact the system administrator',
    );
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(onRetry).toHaveBeenCalled();
  });
});
