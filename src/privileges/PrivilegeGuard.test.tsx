import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { HttpClient } from '../http';
import { createI18n } from '../i18n';
import { RootStore, RootStoreContext } from '../store';
import { buildTheme } from '../theme';
import { PrivilegeGuard } from './PrivilegeGuard';

function renderGuarded(permissions: string[], onMount: () => void) {
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n('zh-CN') });
  root.session.signedIn({ staff: { id: 'me', name: '李雷', corporationId: 'c' }, permissions });
  function Screen() {
    useEffect(onMount, []);
    return <p>admin screen</p>;
  }
  render(
    <RootStoreContext.Provider value={root}>
      <I18nextProvider i18n={root.i18n}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <PrivilegeGuard privilege="AUDIT_ADMIN">
            <Screen />
          </PrivilegeGuard>
        </ThemeProvider>
      </I18nextProvider>
    </RootStoreContext.Provider>,
  );
  return root;
}

describe('the privilege guard', () => {
  describe('when the staff lacks the privilege', () => {
    it('shows the localized no-permission screen and never mounts the screen', () => {
      const onMount = jest.fn();
      renderGuarded(['SYS_ADMIN'], onMount);
      expect(screen.getByRole('heading', { name: '没有权限' })).toBeVisible();
      expect(screen.getByText(/「审计日志」/)).toBeVisible();
      expect(onMount).not.toHaveBeenCalled();
    });
  });

  describe('when the staff holds it', () => {
    it('shows the screen', () => {
      const onMount = jest.fn();
      renderGuarded(['AUDIT_ADMIN'], onMount);
      expect(screen.getByText('admin screen')).toBeVisible();
      expect(onMount).toHaveBeenCalledTimes(1);
    });
  });
});
