import { screen, within } from '@testing-library/react';
import { approvalBill } from '../testing/approvalFixtures';
import { renderApproval } from '../testing/renderApproval';

const invoice = (id: string, invoiceNumber: string) => ({
  id,
  invoiceType: 'PAPER_NORMAL',
  invoiceCode: '044031900111',
  invoiceNumber,
  amount: null,
  file: null,
});

describe('the approval screen’s additional messages', () => {
  it('shows the blocks the bill’s specification rule configures, in sort order', async () => {
    const { api } = renderApproval('en-US', '/approval/bills/b1', (fake) => {
      fake.getBill.mockResolvedValue(
        approvalBill({
          id: 'b1',
          lines: [
            {
              id: 'l1',
              feeTypeName: '交通',
              amount: null,
              feeDate: 0,
              reason: '',
              invoices: [invoice('i1', '001'), invoice('i2', '001')],
              attachments: [],
            },
          ],
        }),
      );
      fake.getBillBlocks.mockResolvedValue({
        invoiceConfig: { datas: ['invoiceStatus'], sort: 1 },
        riskTips: { datas: ['duplicateInvoice'], sort: 2 },
        flowModifyContrasts: { datas: [], sort: 3 },
        customDisplaies: { datas: ['remark'], sort: 4, displayName: 'description' },
      });
    });
    const invoices = await screen.findByRole('region', { name: 'Invoice information' });
    expect(within(invoices).getByRole('definition')).toHaveTextContent('2 invoices');
    expect(screen.getByRole('region', { name: 'Risk tips' })).toHaveTextContent(
      'Invoice 044031900111-001 entered more than once',
    );
    expect(api.getBillBlocks).toHaveBeenCalledWith('corp:spec:expense:1');
    const order = screen
      .getAllByTestId(/^bill-block-/)
      .map((block) => block.getAttribute('data-testid'));
    expect(order).toEqual([
      'bill-block-invoiceConfig',
      'bill-block-riskTips',
      'bill-block-customDisplaies',
    ]);
  });

  it('keeps the bill and its steps when the rule cannot be read', async () => {
    renderApproval('zh-CN', '/approval/bills/b1', (fake) =>
      fake.getBillBlocks.mockRejectedValue(new Error('offline')),
    );
    expect(await screen.findByText('附加信息加载失败')).toBeVisible();
    expect(screen.getByRole('group', { name: '操作' })).toBeVisible();
  });
});
