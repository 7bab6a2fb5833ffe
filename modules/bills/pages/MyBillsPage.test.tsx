import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { billSummary } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import type { FakeBillsApi } from '../testing/fakeBillsApi';
import { shellWrapper } from '../testing/shellWrapper';
import { MyBillsPage } from './MyBillsPage';

/** `script` sets the answers before the page mounts, since mounting loads the first page. */
function renderPage(
  locale: 'zh-CN' | 'en-US',
  script: (api: FakeBillsApi) => void = () => {},
  displayModeFlag?: string,
  address = '/bills',
) {
  const setup = billsTestRoot(locale, displayModeFlag);
  script(setup.api);
  render(
    <MemoryRouter initialEntries={[address]}>
      <MyBillsPage />
    </MemoryRouter>,
    { wrapper: shellWrapper(locale, setup.root) },
  );
  return { ...setup, user: userEvent.setup() };
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
    const { user } = renderPage(
      'zh-CN',
      (api) => api.searchMyBills.mockResolvedValue(page(1)),
      'TABLE',
    );
    await screen.findByText('共 1 张单据');
    expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: '我的单据' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '列表' }));
    expect(screen.getByRole('button', { name: '列表' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: '我的单据' })).toBeInTheDocument();
  });

  it('opens on the page and filters its address names, as after a reload', async () => {
    const { api } = renderPage(
      'en-US',
      (fake) => fake.searchMyBills.mockResolvedValue(page(45)),
      undefined,
      '/bills?page=2&size=20&state=rejected&q=B26&field=code',
    );
    expect(await screen.findByText('45 bills')).toBeInTheDocument();
    expect(api.searchMyBills).toHaveBeenCalledTimes(1);
    expect(api.searchMyBills.mock.calls[0][0]).toMatchObject({
      filterBy: 'state == "rejected" && form.code.contains("B26")',
      limit: { start: 20, count: 20 },
    });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 3');
  });

  it('reloads from a chosen filter and searches by code', async () => {
    const { api, user } = renderPage('en-US');
    await screen.findByText('0 bills');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Rejected');
    expect(api.searchMyBills).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterBy: 'state == "rejected"' }),
      { fresh: false },
    );
    const search = screen.getByRole('search', { name: 'Search' });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Search by' }), 'Code');
    await user.type(within(search).getByRole('searchbox', { name: 'Search text' }), 'B26{Enter}');
    expect(api.searchMyBills).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterBy: 'state == "rejected" && form.code.contains("B26")' }),
      { fresh: false },
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
