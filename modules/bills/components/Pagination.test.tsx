import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@shell/testing';
import { Pagination } from './Pagination';

function renderPagination(page: number, locale: 'zh-CN' | 'en-US' = 'en-US') {
  const onPage = jest.fn();
  const onPageSize = jest.fn();
  renderWithShell(
    <Pagination page={page} pageCount={9} pageSize={10} onPage={onPage} onPageSize={onPageSize} />,
    { locale: locale },
  );
  return { onPage, onPageSize, user: userEvent.setup() };
}

describe('Pagination', () => {
  it("offers page sizes with the spec's '/ page' label", async () => {
    const { onPageSize, user } = renderPagination(1);
    const sizes = screen.getByRole('combobox', { name: 'Page size' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page']);
    await user.selectOptions(sizes, '20 / page');
    expect(onPageSize).toHaveBeenCalledWith(20);
  });

  it('says "条/页" in Chinese', () => {
    renderPagination(1, 'zh-CN');
    expect(screen.getByRole('option', { name: '10 条/页' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('第 1 / 9 页');
  });

  it('marks the current page and cannot go before the first', () => {
    renderPagination(1);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const shown = screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent);
    expect(shown).toEqual(['1', '2', '3', '9']);
  });

  it('moves with the arrow keys, Home and End while focus is inside', async () => {
    const { onPage, user } = renderPagination(5);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    onPage.mockClear();
    await user.keyboard('{ArrowRight}{ArrowLeft}{Home}{End}');
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([6, 4, 1, 9]);
  });

  it('does not move past the last page', async () => {
    const { onPage, user } = renderPagination(9);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    onPage.mockClear();
    await user.keyboard('{ArrowRight}');
    expect(onPage).not.toHaveBeenCalled();
  });
});
