import { buildTheme } from '@shell/theme';
import { screen, within } from '@testing-library/react';
import { BillRelationsStore } from '../BillRelationsStore';
import { fakeBillsApi } from '../testing/fakeBillsApi';
import { contractRow, privateCarRow } from '../testing/relationFixtures';
import { renderWithShell } from '@shell/testing';
import { BillDataLinks } from './BillDataLinks';

async function renderLinks(locale: 'zh-CN' | 'en-US', hideUseCount = false) {
  const api = fakeBillsApi();
  api.getDataLinks.mockResolvedValue([contractRow(), privateCarRow()]);
  const relations = new BillRelationsStore(api);
  relations.setViewOptions({ hideUseCount });
  await relations.fetch('b1', 'expense');
  renderWithShell(<BillDataLinks billId="b1" relations={relations} />, { locale: locale });
  const table = screen.getByRole('table', { name: locale === 'zh-CN' ? '业务对象' : 'Data links' });
  return within(table).getAllByRole('row').slice(1);
}

describe('BillDataLinks', () => {
  it('shows type, name, code, visibility as staff names, owner and use count in Chinese', async () => {
    const [contract] = await renderLinks('zh-CN');
    const cells = within(contract).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '合同',
      expect.stringContaining('技术服务合同1'),
      'HT20260001',
      '韩梅梅、财务部',
      '李雷',
      '42',
    ]);
    expect(screen.getByRole('columnheader', { name: '可见范围' })).toBeInTheDocument();
  });

  it('shows a percentage above 100 in red', async () => {
    const [contract] = await renderLinks('zh-CN');
    const rate = within(contract).getByText('118%');
    expect(rate).toHaveStyle({ color: buildTheme({ mode: 'light' }).colors.danger });
    expect(within(contract).getByText('远景科技')).not.toHaveAttribute('data-over');
  });

  it('hides the code, name and fields of a private car', async () => {
    const [, car] = await renderLinks('en-US');
    expect(within(car).getByText('Private car details hidden')).toBeInTheDocument();
    expect(within(car).queryByText('沪A·12345')).not.toBeInTheDocument();
    expect(within(car).queryByText('CAR-001')).not.toBeInTheDocument();
    expect(within(car).queryByText('比亚迪')).not.toBeInTheDocument();
  });

  it('leaves the use count column out on request', async () => {
    await renderLinks('en-US', true);
    expect(screen.queryByRole('columnheader', { name: 'Use count' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Visible to' })).toBeInTheDocument();
  });
});
