import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '../i18n';
import { buildTheme } from '../theme';
import { ErrorBoundary } from './ErrorBoundary';

function Boom(): never {
  throw new Error('kaboom');
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen instead of a white page when a child throws', async () => {
    const onError = jest.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <ThemeProvider theme={buildTheme({ mode: 'dark', fontSize: 'large' })}>
          <ErrorBoundary onError={onError}>
            <Boom />
          </ErrorBoundary>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('未知问题，请联系系统管理员');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'kaboom' }),
      expect.anything(),
    );
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
