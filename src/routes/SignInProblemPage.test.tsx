import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { SignInDialog, SignInText } from '../auth';
import type { HttpClient } from '../http';
import { createI18n, type Locale } from '../i18n';
import { RootStore, RootStoreContext } from '../store';
import { buildTheme } from '../theme';
import { SignInProblemPage } from './SignInProblemPage';

function renderProblem(problem: SignInText | null, dialog: SignInDialog | null, locale: Locale) {
  const i18n = createI18n(locale);
  const root = new RootStore({ http: {} as HttpClient, i18n });
  root.session.hostProblem(problem, dialog);
  const onReload = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RootStoreContext.Provider value={root}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <SignInProblemPage onReload={onReload} />
        </ThemeProvider>
      </RootStoreContext.Provider>
    </I18nextProvider>,
  );
  return { root, onReload, user: userEvent.setup() };
}

const expired: SignInText = { key: 'sessionExpired' };
const alert: SignInDialog = { variant: 'alert', message: { key: 'loginIdentityExpired' } };
const retry: SignInDialog = { variant: 'info-retry', message: { key: 'cloudOfficeRetry' } };
const error: SignInDialog = {
  variant: 'error',
  title: { key: 'errorTitle' },
  message: { key: 'enterFailed', values: { reason: 'corp closed' } },
};

describe('SignInProblemPage', () => {
  describe('when the host sent a message without a dialog', () => {
    it('shows it in zh-CN under the failure heading', () => {
      renderProblem(expired, null, 'zh-CN');
      expect(screen.getByRole('heading', { name: '无法登录' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('会话已过期，请刷新页面或关闭后重新打开');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('shows it in en-US', () => {
      renderProblem(expired, null, 'en-US');
      expect(screen.getByRole('heading', { name: 'Cannot sign in' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired.');
    });

    it('shows server text as text, not markup', () => {
      renderProblem({ text: '<img src=x onerror=alert(1)>' }, null, 'en-US');
      expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
      expect(document.querySelector('img')).toBeNull();
    });

    it('falls back to the unknown problem text when there is no message', () => {
      renderProblem(null, null, 'en-US');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'unknown problem, please contact the system administrator',
      );
    });

    it('reloads from the retry button', async () => {
      const { user, onReload } = renderProblem(expired, null, 'en-US');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onReload).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the host asked for an alert', () => {
    it('opens a titled alertdialog in zh-CN with focus inside it', () => {
      renderProblem(null, alert, 'zh-CN');
      const dialog = screen.getByRole('alertdialog', { name: '提示' });
      expect(dialog).toHaveAccessibleDescription('您的登录身份已过期，请退出应用后重新进入');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
      expect(within(dialog).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    });

    it('closes with OK and keeps the message on the page', async () => {
      const { user, root } = renderProblem(null, alert, 'en-US');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(root.session.dialog).toBeNull();
      expect(screen.getByRole('alert')).toHaveTextContent('Your login identity has expired');
    });

    it('closes with Esc', async () => {
      const { user } = renderProblem(null, alert, 'en-US');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('when the host asked for info with retry', () => {
    it('goes back to the host’s entry address from the dialog, even after it was closed', async () => {
      const entry = `${window.location.origin}/?ticket=t-1`;
      const { user, onReload } = renderProblem(null, { ...retry, retryUrl: entry }, 'en-US');
      const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onReload.mock.calls).toEqual([[entry], [entry]]);
    });

    it('never retries to another site', async () => {
      const { user, onReload } = renderProblem(
        null,
        { ...retry, retryUrl: 'https://evil.example/' },
        'en-US',
      );
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retry' }),
      );
      expect(onReload).toHaveBeenCalledWith(undefined);
    });

    it('reloads from the dialog and starts focus on Retry', async () => {
      const { user, onReload } = renderProblem(null, retry, 'en-US');
      const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
      const retryButton = within(dialog).getByRole('button', { name: 'Retry' });
      expect(retryButton).toHaveFocus();
      await user.click(retryButton);
      expect(onReload).toHaveBeenCalledTimes(1);
    });

    it('keeps Tab inside the dialog in both directions', async () => {
      const { user } = renderProblem(null, retry, 'en-US');
      const dialog = screen.getByRole('alertdialog');
      const [first, last] = within(dialog).getAllByRole('button');
      await user.tab();
      expect(last).toHaveFocus();
      await user.tab();
      expect(first).toHaveFocus();
      await user.tab({ shift: true });
      expect(last).toHaveFocus();
    });
  });

  describe('when the host reported an error', () => {
    it.each<[Locale, string]>([
      ['zh-CN', '无法进入应用：corp closed'],
      ['en-US', 'Cannot enter the app: corp closed'],
    ])('titles the dialog Error in %s', (locale, message) => {
      renderProblem(null, error, locale);
      const dialog = screen.getByRole('alertdialog', { name: 'Error' });
      expect(dialog).toHaveAccessibleDescription(message);
    });

    // SignInOutcome.ts: "error: titled 'Error'" — the variant alone decides the title.
    it('titles an error dialog Error even when the host sent no title', () => {
      renderProblem(null, { variant: 'error', message: { key: 'systemError' } }, 'en-US');
      expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    });
  });
});
