import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createI18n, type Locale } from '../i18n';
import { buildTheme } from '../theme';
import { SelectEnterprisePage, type SelectEnterprisePageProps } from './SelectEnterprisePage';

const group = { id: 'corp-1', name: 'Group' };
const subsidiary = { id: 'corp-2', name: 'Subsidiary' };
const loaded = { kind: 'loaded' as const, corporations: [group, subsidiary] };

function renderPage(props: Partial<SelectEnterprisePageProps>, locale: Locale = 'en-US') {
  const onSelect = jest.fn();
  const onRetry = jest.fn();
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
        <SelectEnterprisePage list={loaded} onSelect={onSelect} onRetry={onRetry} {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onSelect, onRetry, user: userEvent.setup() };
}

const choices = () =>
  within(screen.getByRole('list', { name: 'Enterprises you can enter' })).getAllByRole('button');

describe('SelectEnterprisePage', () => {
  it('says it is loading under the page heading', () => {
    renderPage({ list: { kind: 'loading' } }, 'zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: '选择企业' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载企业列表…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('when the list failed to load', () => {
    it.each<[Locale, string, string]>([
      ['zh-CN', '企业列表加载失败，请重试', '重试'],
      ['en-US', 'The enterprise list could not be loaded. Please retry.', 'Retry'],
    ])('explains it in %s and retries on request', async (locale, message, retry) => {
      const { user, onRetry } = renderPage({ list: { kind: 'failed' } }, locale);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      await user.click(screen.getByRole('button', { name: retry }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  it('says so when there is nothing to choose', () => {
    renderPage({ list: { kind: 'loaded', corporations: [] } }, 'zh-CN');
    expect(screen.getByRole('status')).toHaveTextContent('没有可选择的企业');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('when the list is loaded', () => {
    it('offers one button per corporation under a heading, in order', () => {
      renderPage({});
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
        'Enterprises you can enter',
      );
      expect(choices().map((button) => button.textContent)).toEqual(['Group', 'Subsidiary']);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('hands the chosen corporation to onSelect', async () => {
      const { user, onSelect } = renderPage({});
      await user.click(screen.getByRole('button', { name: 'Subsidiary' }));
      expect(onSelect).toHaveBeenCalledWith(subsidiary);
    });

    it('can be used from the keyboard', async () => {
      const { user, onSelect } = renderPage({});
      await user.tab();
      expect(screen.getByRole('button', { name: 'Group' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onSelect).toHaveBeenCalledWith(group);
    });

    it('marks the current corporation and does not offer it', async () => {
      const { user, onSelect } = renderPage({ currentId: 'corp-1' }, 'zh-CN');
      const current = screen.getByRole('button', { name: 'Group 当前企业' });
      expect(current).toHaveAttribute('aria-current', 'true');
      expect(current).toBeDisabled();
      await user.click(current);
      expect(onSelect).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Subsidiary' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('disables every choice while it switches, and says where it goes', () => {
      renderPage({ switchingTo: subsidiary });
      for (const button of choices()) expect(button).toBeDisabled();
      expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Opening Subsidiary…');
    });

    it('disables every choice until the person is known', () => {
      renderPage({ canSelect: false });
      for (const button of choices()) expect(button).toBeDisabled();
    });

    it('shows a name from the server as text', () => {
      const name = '<img src=x onerror=alert(1)>';
      renderPage({ list: { kind: 'loaded', corporations: [{ id: 'x', name }] } });
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
      expect(document.querySelector('img')).toBeNull();
    });
  });
});
