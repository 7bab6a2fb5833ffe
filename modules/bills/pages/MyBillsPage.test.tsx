import { act, screen, within } from '@testing-library/react';
import { createTestFlags, type TestFlags } from '@shell/testing';
import { billSummary } from '../testing/billFixtures';
import type { FakeBillsApi } from '../testing/fakeBillsApi';
import { renderBillsPage } from '../testing/renderBillsPage';
import { MyBillsPage } from './MyBillsPage';

/** `script` sets the answers before the page mounts, since mounting loads the first page. */
function renderPage(
  locale: 'zh-CN' | 'en-US',
  script: (api: FakeBillsApi) => void = () => {},
  flags?: TestFlags,
  path = '/bills',
) {
  return renderBillsPage(path, '/bills', <MyBillsPage />, { locale, script, flags });
}

const page = (count: number) => ({ items: [billSummary()], count });

describe('MyBillsPage', () => {
  it('links to a new bill', async () => {
    renderPage('en-US');
    expect(await screen.findByRole('link', { name: 'New bill' })).toHaveAttribute(
      'href',
      '/bills/new',
    );
  });

  it('announces the result count and lists the bills in the default LIST mode', async () => {
    renderPage('en-US', (api) => api.searchMyBills.mockResolvedValue(page(12)));
    expect(await screen.findByText('12 bills')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('list', { name: 'My bills' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
  });

  it('opens in TABLE mode when the tenant flag says so, and toggles back', async () => {
    const flags = await createTestFlags({ 'bills-display-mode': 'TABLE' });
    const { user } = renderPage(
      'zh-CN',
      (api) => api.searchMyBills.mockResolvedValue(page(1)),
      flags,
    );
    await screen.findByText('共 1 张单据');
    expect(screen.getByRole('radio', { name: '表格' })).toBeChecked();
    expect(screen.getByRole('table', { name: '我的单据' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '列表' }));
    expect(screen.getByRole('radio', { name: '列表' })).toBeChecked();
    expect(screen.getByRole('list', { name: '我的单据' })).toBeInTheDocument();
  });

  it('follows a live change of the tenant flag while the person has not chosen', async () => {
    const flags = await createTestFlags({ 'bills-display-mode': 'LIST' });
    renderPage('zh-CN', (api) => api.searchMyBills.mockResolvedValue(page(1)), flags);
    expect(await screen.findByRole('list', { name: '我的单据' })).toBeInTheDocument();
    act(() => flags.set({ 'bills-display-mode': 'TABLE' }));
    expect(await screen.findByRole('table', { name: '我的单据' })).toBeInTheDocument();
  });

  it('opens filtered by state when a to-do on the home says which', async () => {
    const { api } = renderPage('en-US', () => {}, undefined, '/bills?state=draft');
    await screen.findByText('0 bills');
    expect(api.searchMyBills).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterBy: 'state == "draft"' }),
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('draft');
  });

  it('reloads from a chosen filter and searches by code', async () => {
    const { api, user } = renderPage('en-US');
    await screen.findByText('0 bills');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Rejected');
    expect(api.searchMyBills).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterBy: 'state == "rejected"' }),
    );
    const search = screen.getByRole('search', { name: 'Search' });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Search by' }), 'Code');
    await user.type(within(search).getByRole('searchbox', { name: 'Search text' }), 'B26{Enter}');
    expect(api.searchMyBills).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterBy: 'state == "rejected" && form.code.contains("B26")' }),
    );
    expect(await screen.findByText('No bills match these filters')).toBeInTheDocument();
  });

  it('says the list is empty when nothing narrows it', async () => {
    renderPage('zh-CN');
    expect(await screen.findByText('暂无单据')).toBeInTheDocument();
  });

  describe('when the list cannot be loaded', () => {
    it.each([
      ['zh-CN', '单据加载失败，请重试', '重试'],
      ['en-US', 'The bills could not be loaded. Please retry.', 'Retry'],
    ] as const)('explains it in %s and retries', async (locale, message, retry) => {
      const { api, user } = renderPage(locale, (fake) =>
        fake.searchMyBills.mockRejectedValueOnce(new Error('down')),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      api.searchMyBills.mockResolvedValueOnce(page(1));
      await user.click(screen.getByRole('button', { name: retry }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '差旅报销' })).toBeInTheDocument();
    });
  });
});
