import { screen } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { billDetail } from '../testing/billFixtures';
import { contractRow, progress, trip } from '../testing/relationFixtures';
import type { FakeBillsApi } from '../testing/fakeBillsApi';
import { renderBillsPage } from '../testing/renderBillsPage';
import { BillDetailPage } from './BillDetailPage';

function renderAt(path: string, locale: 'zh-CN' | 'en-US', script: (api: FakeBillsApi) => void) {
  return renderBillsPage(path, '/bills/:id', <BillDetailPage />, { locale, script });
}

describe('BillDetailPage', () => {
  it('loads the bill named in the address and titles the page with it', async () => {
    const { api } = renderAt('/bills/bill-1', 'en-US', (fake) =>
      fake.getBill.mockResolvedValue(billDetail()),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '差旅报销' })).toBeInTheDocument();
    expect(api.getBill).toHaveBeenCalledWith('bill-1');
    expect(screen.getByRole('button', { name: '‹ Back' })).toBeInTheDocument();
  });

  it('lists the trips, data links and, on a reconciliation bill, the progress axes', async () => {
    const { api } = renderAt('/bills/bill-1', 'zh-CN', (fake) => {
      fake.getBill.mockResolvedValue({ ...billDetail(), formType: 'reconciliation' });
      fake.getTrips.mockResolvedValue([trip('t1', 1)]);
      fake.getDataLinks.mockResolvedValue([contractRow()]);
      fake.getSupplierProgress.mockResolvedValue(progress());
    });
    expect(await screen.findByRole('table', { name: '行程' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '业务对象' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '对账结算进度' })).toBeInTheDocument();
    expect(api.getTrips).toHaveBeenCalledWith('bill-1');
    expect(api.getSupplierProgress).toHaveBeenCalledWith('bill-1');
  });

  it('offers Edit only when the server says the bill may be edited', async () => {
    renderAt('/bills/bill-1', 'zh-CN', (fake) =>
      fake.getBill.mockResolvedValue({ ...billDetail(), actions: ['submit', 'edit'] }),
    );
    expect(await screen.findByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      '/bills/bill-1/edit',
    );
  });

  it('has no Edit for a bill past draft', async () => {
    renderAt('/bills/bill-1', 'en-US', (fake) => fake.getBill.mockResolvedValue(billDetail()));
    expect(await screen.findByText('B2600001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('never asks for an id that cannot be a bill id', async () => {
    const { api } = renderAt('/bills/%3Cscript%3E', 'zh-CN', () => {});
    expect(await screen.findByText('单据不存在，或您无权查看')).toBeInTheDocument();
    expect(api.getBill).not.toHaveBeenCalled();
  });

  it('says a missing bill does not exist', async () => {
    renderAt('/bills/gone', 'en-US', (fake) =>
      fake.getBill.mockRejectedValue(new HttpError({ code: 'nf', message: 'x', status: 404 })),
    );
    expect(
      await screen.findByText('This bill does not exist, or you may not see it.'),
    ).toBeInTheDocument();
  });

  it('offers a retry after a failed load', async () => {
    const { user } = renderAt('/bills/bill-1', 'zh-CN', (fake) =>
      fake.getBill.mockRejectedValueOnce(new Error('down')).mockResolvedValue(billDetail()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('单据详情加载失败，请重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('B2600001')).toBeInTheDocument();
  });

  it('shows the additional messages its specification’s rule configures, in sort order', async () => {
    const { loadBlocks } = renderAt('/bills/bill-1', 'zh-CN', (fake) =>
      fake.getBill.mockResolvedValue(billDetail({ specificationId: 'corp:spec:expense:1' })),
    );
    loadBlocks.mockResolvedValue({
      riskTips: { datas: ['duplicateInvoice'], sort: 1 },
      flowModifyContrasts: { datas: ['title'], sort: 2 },
      customDisplaies: { datas: ['remark'], sort: 3, displayName: 'label' },
      invoiceConfig: { datas: [], sort: 4 },
    });
    const risk = await screen.findByRole('region', { name: '风险提示' });
    expect(risk).toHaveTextContent('未发现重复发票');
    expect(loadBlocks).toHaveBeenCalledWith('corp:spec:expense:1');
    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('data-testid'))
      .filter(Boolean);
    expect(names.slice(0, 3)).toEqual([
      'bill-block-riskTips',
      'bill-block-flowModifyContrasts',
      'bill-block-customDisplaies',
    ]);
    expect(screen.getByRole('region', { name: '单据修改对比' })).toHaveTextContent('差旅报销');
  });
});
