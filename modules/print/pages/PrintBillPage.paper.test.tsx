import { screen, within } from '@testing-library/react';
import type { FakePrintApi } from '../testing/fakePrintApi';
import { RECEIVER, receivingBill } from '../testing/printFixtures';
import { renderPrint } from '../testing/renderPrint';

/** The paper side of the print page: the sender's and the receiver's steps. */
function openPaperBill(locale: 'zh-CN' | 'en-US', script: (api: FakePrintApi) => void) {
  return renderPrint(locale, '/print/bills/bill-1', script);
}

const receiptField = () => document.querySelector('[data-field="receiptState"]')?.textContent;

describe('PrintBillPage paper steps', () => {
  describe('when the bill waits at the receiving node for me', () => {
    it('lists the paper nodes and receives the paper', async () => {
      const { api, user } = openPaperBill('zh-CN', (fake) => {
        fake.getBill.mockResolvedValue(receivingBill());
        fake.listStaffNames.mockResolvedValue(new Map([[RECEIVER, '韩梅梅']]));
        fake.paperStep.mockResolvedValue(
          receivingBill({ state: 'paying', receiptState: 'RECEIVED', actions: [] }),
        );
      });
      const paper = (await screen.findByRole('heading', { name: '纸质单据' })).closest('section');
      expect(await within(paper as HTMLElement).findByText(/韩梅梅/)).toBeVisible();
      expect(receiptField()).toBe('待收单');
      await user.click(screen.getByRole('button', { name: '确认收单' }));
      expect(api.paperStep).toHaveBeenCalledWith('bill-1', { verb: 'receive' });
      expect(
        await screen.findByText('已收单', { selector: '[data-field="receiptState"]' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: '确认收单' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('纸质单据状态已更新');
    });

    it('asks for a reason before receiving with an exception', async () => {
      const { api, user } = openPaperBill('en-US', (fake) => {
        fake.getBill.mockResolvedValue(receivingBill());
        fake.paperStep.mockResolvedValue(receivingBill({ state: 'receivingExcep' }));
      });
      await user.click(await screen.findByRole('button', { name: 'Receipt exception' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter the exception reason');
      expect(api.paperStep).not.toHaveBeenCalled();
      await user.type(screen.getByRole('textbox', { name: 'Exception reason' }), 'missing invoice');
      await user.click(screen.getByRole('button', { name: 'Receipt exception' }));
      expect(api.paperStep).toHaveBeenCalledWith('bill-1', {
        verb: 'receive',
        exception: 'missing invoice',
      });
    });
  });

  it('lets the sender enter a tracking number or skip sending', async () => {
    const { api, user } = openPaperBill('zh-CN', (fake) => {
      const sending = receivingBill({ state: 'sending', actions: ['addExpress', 'jumpExpress'] });
      fake.getBill.mockResolvedValue(sending);
      fake.paperStep.mockResolvedValue(sending);
    });
    await user.type(await screen.findByRole('textbox', { name: '快递单号' }), 'SF123');
    await user.click(screen.getByRole('button', { name: '提交寄送' }));
    expect(await screen.findByRole('status')).toHaveTextContent('纸质单据状态已更新');
    await user.click(screen.getByRole('button', { name: '跳过寄送' }));
    expect(api.paperStep.mock.calls.map((call) => call[1])).toEqual([
      { verb: 'express', expressNo: 'SF123' },
      { verb: 'express', skip: true },
    ]);
  });
});
