import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillRelationsStore } from '../BillRelationsStore';
import { fakeBillsApi } from '../testing/fakeBillsApi';
import { trip } from '../testing/relationFixtures';
import { renderWithShell } from '@shell/testing';
import { BillTrips } from './BillTrips';

async function renderTrips(locale: 'zh-CN' | 'en-US') {
  const api = fakeBillsApi();
  api.getTrips.mockResolvedValue([
    trip('a', 1, { tripMeans: 'car', importStatus: 'IMPORTED' }),
    trip('b', 9, { tripMeans: 'plane', importStatus: 'NOTIMPORTED', toCity: '成都' }),
    trip('c', 4, { tripMeans: 'train', importStatus: 'IMPORTED' }),
  ]);
  const relations = new BillRelationsStore(api);
  await relations.fetch('b1', 'expense');
  renderWithShell(<BillTrips billId="b1" relations={relations} now={Date.UTC(2026, 10, 21)} />, {
    locale: locale,
  });
  return { user: userEvent.setup() };
}

const meansColumn = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('BillTrips', () => {
  it('lists the latest departure first with the means in Chinese', async () => {
    await renderTrips('zh-CN');
    expect(meansColumn('行程')).toEqual(['飞机', '火车', '用车']);
    expect(screen.getAllByText('携程商旅')).toHaveLength(3);
  });

  describe('when an import status is chosen', () => {
    it('shows only those trips, and all again with 全部', async () => {
      const { user } = await renderTrips('zh-CN');
      await user.selectOptions(screen.getByLabelText('导入状态'), '未导入');
      expect(meansColumn('行程')).toEqual(['飞机']);
      await user.selectOptions(screen.getByLabelText('导入状态'), '全部');
      expect(meansColumn('行程')).toHaveLength(3);
    });
  });

  it('speaks English in en-US', async () => {
    const { user } = await renderTrips('en-US');
    await user.selectOptions(screen.getByLabelText('Import status'), 'Imported');
    expect(meansColumn('Trips')).toEqual(['Train', 'Car']);
  });
});
