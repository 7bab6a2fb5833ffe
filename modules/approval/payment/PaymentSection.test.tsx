import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import { approvalBill, cny } from '../testing/approvalFixtures';
import { PaymentSection } from './PaymentSection';

describe('PaymentSection', () => {
  it('lists every payment record on a line: channel, state with the bank’s reason, amount', () => {
    const record = { amount: cny('480.00'), createTime: Date.UTC(2026, 10, 26, 2, 26) };
    renderWithShell(
      <PaymentSection
        bill={approvalBill({
          state: 'paid',
          payments: [
            {
              ...record,
              id: 'p1',
              channel: 'CHANPAY',
              state: 'FAILURE',
              failureReason: '户名不符',
            },
            { ...record, id: 'p2', channel: 'CHANPAY', state: 'SUCCESS', failureReason: '' },
          ],
        })}
      />,
    );
    const records = within(screen.getByRole('list', { name: '支付记录' })).getAllByRole('listitem');
    expect(records.map((record) => record.textContent)).toEqual([
      expect.stringMatching(/^银企直连失败（户名不符）¥?480\.00.*11\/26/),
      expect.stringMatching(/^银企直连成功¥?480\.00/),
    ]);
    expect(screen.queryByText('已结算')).not.toBeInTheDocument();
  });
});
