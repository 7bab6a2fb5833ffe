import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CNY, moneyOf } from '@shell/money';
import { approvalBill } from '../testing/approvalFixtures';
import type { FakeApprovalApi } from '../testing/fakeApprovalApi';
import { renderApproval } from '../testing/renderApproval';
import type { ApprovalBill, ApprovalTask } from '../types';

function task(billId: string, title: string): ApprovalTask {
  return {
    id: `${billId}:cashier:me`,
    billId,
    state: 'PAYING',
    nodeName: '出纳支付',
    createTime: 1,
    code: `B-${billId}`,
    title,
    submitterName: '韩梅梅',
    expenseMoney: moneyOf('10.00', CNY),
  };
}

const bill = (id: string, title: string, amount: string, extra: Partial<ApprovalBill> = {}) =>
  approvalBill({ id, title, state: 'paying', payMoney: moneyOf(amount, CNY), ...extra });

/** The cashier's 待支付 backlog: two bills, the second with or without a payee. */
function payingBacklog(locale: 'zh-CN' | 'en-US', secondHasPayee = true) {
  const bills = {
    b1: bill('b1', '差旅费', '100.10'),
    b2: bill('b2', '招待费', '20.20', secondHasPayee ? {} : { payee: null }),
  };
  return renderApproval(locale, '/approval?state=PAYING', (api: FakeApprovalApi) => {
    api.searchBacklog.mockResolvedValue({
      items: [task('b1', '差旅费'), task('b2', '招待费')],
      count: 2,
    });
    api.getBill.mockImplementation(async (id: string) => bills[id as keyof typeof bills]);
  });
}

describe('batch pay on the 待支付 backlog', () => {
  it('confirms the count, the decimal total and the channel, then lists what became of each bill', async () => {
    const user = userEvent.setup();
    const { api } = payingBacklog('zh-CN');
    api.pay.mockImplementation(async (id: string) => {
      if (id === 'b2') throw new Error('收款账户已冻结');
      return approvalBill({ id, state: 'sending' });
    });
    const table = await screen.findByRole('table', { name: '待我审批' });
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByRole('button', { name: '批量支付（2）' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '通过线下支付支付这 2 张单据，共 ¥120.30？',
    });
    expect(api.pay).not.toHaveBeenCalled();
    await user.selectOptions(
      within(confirm).getByRole('combobox', { name: '支付渠道' }),
      '银企直连',
    );
    expect(confirm).toHaveAccessibleName('通过银企直连支付这 2 张单据，共 ¥120.30？');
    await user.selectOptions(
      within(confirm).getByRole('combobox', { name: '支付渠道' }),
      '线下支付',
    );
    await user.click(within(confirm).getByRole('button', { name: '批量支付（2）' }));
    const results = await screen.findByRole('region', { name: '批量支付结果' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['差旅费 · 已支付', '招待费 · 支付失败：收款账户已冻结']);
    expect(api.pay.mock.calls).toEqual([
      ['b1', 'OFFLINE', 1],
      ['b2', 'OFFLINE', 1],
    ]);
    expect(await screen.findByText('已支付 1 张，1 张未能支付')).toBeInTheDocument();
  });

  it('refuses a bill without a payee before paying, and says why, in English', async () => {
    const user = userEvent.setup();
    const { api } = payingBacklog('en-US', false);
    const table = await screen.findByRole('table', { name: 'Awaiting my approval' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Pay selected (2)' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Pay 1 bill of ¥100.10 by Offline?',
    });
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      '1 bill names no payee and will not be paid:招待费',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Pay selected (1)' }));
    const results = await screen.findByRole('region', { name: 'Batch payment results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '差旅费 · Paid',
      '招待费 · Not paid: the bill names no payee; ask the submitter to add one',
    ]);
    expect(api.pay.mock.calls).toEqual([['b1', 'OFFLINE', 1]]);
    expect(await screen.findByText('1 paid, 1 not paid')).toBeInTheDocument();
  });

  it('offers only a close when no selected bill names a payee', async () => {
    const user = userEvent.setup();
    const { api } = payingBacklog('zh-CN', false);
    const table = await screen.findByRole('table', { name: '待我审批' });
    await user.click(within(table).getByRole('checkbox', { name: '选择 招待费' }));
    await user.click(screen.getByRole('button', { name: '批量支付（1）' }));
    expect(await screen.findByText(/所选单据都没有收款人信息/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(api.pay).not.toHaveBeenCalled();
  });

  it('reads the backlog afresh when the refresh button is pressed', async () => {
    const user = userEvent.setup();
    const { api } = payingBacklog('zh-CN');
    await screen.findByRole('table', { name: '待我审批' });
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(api.searchBacklog.mock.lastCall?.[1]).toEqual({ fresh: true });
    expect(await screen.findByText('已刷新')).toBeInTheDocument();
  });
});
