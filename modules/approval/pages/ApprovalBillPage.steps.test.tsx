import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@shell/http';
import { notices } from '@shell/ui';
import { approvalBill, cny } from '../testing/approvalFixtures';
import { renderApproval } from '../testing/renderApproval';
import type { ApprovalTask } from '../types';

const task = (billId: string): ApprovalTask => ({
  id: `${billId}:N2:me`,
  billId,
  state: 'APPROVING',
  nodeName: '财务审批',
  createTime: 1,
  code: billId,
  title: billId,
  submitterName: '韩梅梅',
  expenseMoney: null,
});

describe('the approval page’s steps', () => {
  it('refuses a reject without a reason, offers common ones, and says why inside the dialog', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('zh-CN', '/approval/bills/b1', (fake) =>
      fake.approve.mockRejectedValueOnce(
        new HttpError({
          code: '409',
          status: 409,
          message: 'x',
          serverMessage: '单据已被他人处理',
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = screen.getByRole('dialog', { name: '驳回' });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByText('请填写驳回原因，提交人会看到它')).toBeInTheDocument();
    expect(api.approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '发票不合规' }));
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(api.approve).toHaveBeenCalledWith('b1', { action: 'reject', comment: '发票不合规' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('单据已被他人处理');
  });

  it('agrees and opens the next bill of the same backlog, with a toast', async () => {
    const user = userEvent.setup();
    const { router } = renderApproval('zh-CN', '/approval/bills/b1', (fake) =>
      fake.searchBacklog.mockResolvedValue({ items: [task('b1'), task('b2')], count: 2 }),
    );
    await user.click(await screen.findByRole('button', { name: '同意' }));
    const dialog = screen.getByRole('dialog', { name: '同意' });
    await user.click(within(dialog).getByRole('button', { name: '同意并处理下一张' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approval/bills/b2'));
    expect(notices.items.map((notice) => notice.text)).toContain('已同意');
  });

  it('asks the cashier to confirm the payee and the amount before paying', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('zh-CN', '/approval/bills/b1', (fake) =>
      fake.getBill.mockResolvedValue(
        approvalBill({ id: 'b1', state: 'paying', actions: ['pay'], payMoney: cny('10415.89') }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: '线下支付' }));
    const dialog = screen.getByRole('alertdialog', { name: /^向 韩梅梅 支付 ¥?10,415\.89$/ });
    expect(dialog).toHaveTextContent('招商银行上海人民路支行');
    expect(dialog).toHaveTextContent('**** **** **** 1234');
    expect(api.pay).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '线下支付' }));
    expect(api.pay).toHaveBeenCalledWith('b1', 'OFFLINE', 1);
  });

  it('refuses to pay a bill whose answer names no payee', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('zh-CN', '/approval/bills/b1', (fake) =>
      fake.getBill.mockResolvedValue(
        approvalBill({ state: 'paying', actions: ['pay'], payee: null }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: '银企直连支付' }));
    const dialog = screen.getByRole('dialog', { name: '确认付款' });
    expect(dialog).toHaveTextContent('这张单据没有收款人信息，不能付款');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['关闭']);
    expect(api.pay).not.toHaveBeenCalled();
  });
});
