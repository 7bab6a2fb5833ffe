import { act, screen } from '@testing-library/react';
import { fakeMatchMedia } from '@shell/testing';
import { layerManager } from '@shell/ui';
import { MyBillsPage } from '../pages/MyBillsPage';
import { billDetail, billSummary } from '../testing/billFixtures';
import { renderBillsPage } from '../testing/renderBillsPage';
import { SIDE_BY_SIDE_QUERY } from './BillListBeside';

let undoMatchMedia = () => undefined as void;

function renderList(wide: boolean) {
  undoMatchMedia = fakeMatchMedia((query) => wide && query === SIDE_BY_SIDE_QUERY);
  return renderBillsPage('/bills', '/bills', <MyBillsPage />, {
    locale: 'zh-CN',
    script: (api) => {
      api.searchMyBills.mockResolvedValue({ items: [billSummary()], count: 1 });
      api.getBill.mockResolvedValue(billDetail());
    },
  });
}

describe('BillListBeside', () => {
  afterEach(() => {
    act(() => layerManager.setPanelMode('single'));
    undoMatchMedia();
  });

  describe('on a wide desktop', () => {
    it('shows the chosen bill beside the list instead of leaving it', async () => {
      const { user } = renderList(true);
      await user.click(await screen.findByRole('link', { name: '差旅报销' }));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(await screen.findByRole('region', { name: '差旅报销' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: '我的单据' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: '打开单据页' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1');
    });

    it('goes back to the list alone when a new layer opens or the detail is closed', async () => {
      const { user } = renderList(true);
      await user.click(await screen.findByRole('link', { name: '差旅报销' }));
      await screen.findByRole('region', { name: '差旅报销' });
      act(() => {
        void layerManager.open({ key: 'x', title: 'x', component: () => null });
      });
      expect(screen.queryByRole('region', { name: '差旅报销' })).not.toBeInTheDocument();
      act(() => layerManager.closeAll());
      await user.click(screen.getByRole('link', { name: '差旅报销' }));
      await user.click(await screen.findByRole('button', { name: '关闭详情' }));
      expect(screen.queryByRole('region', { name: '差旅报销' })).not.toBeInTheDocument();
    });
  });

  it('opens the bill’s page on a phone', async () => {
    const { user } = renderList(false);
    await user.click(await screen.findByRole('link', { name: '差旅报销' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1');
  });
});
