import { CNY, formatMoney, moneyOf, MoneyError } from '@shell/money';
import { approvalBill } from '../testing/approvalFixtures';
import { fakeApprovalApi } from '../testing/fakeApprovalApi';
import type { ApprovalBill } from '../types';
import { BatchPay, type BatchPayBacklog } from './BatchPay';

function backlogOf(ids: string[]) {
  const writes: string[] = [];
  const backlog: BatchPayBacklog & { selected: Set<string> } = {
    selected: new Set(ids),
    write: async (run) => {
      writes.push('write');
      return run();
    },
    setSelected: (next) => (backlog.selected = new Set(next)),
  };
  return { backlog, writes };
}

const BILLS: Record<string, ApprovalBill> = {
  b1: approvalBill({ id: 'b1', title: '差旅费', state: 'paying', payMoney: moneyOf('0.10', CNY) }),
  b2: approvalBill({ id: 'b2', title: '招待费', state: 'paying', payMoney: moneyOf('0.20', CNY) }),
  b3: approvalBill({ id: 'b3', title: '无收款人', state: 'paying', payee: null }),
};

function batchOf(ids: string[]) {
  const api = fakeApprovalApi();
  api.getBill.mockImplementation(async (id: string) => BILLS[id]);
  const { backlog, writes } = backlogOf(ids);
  return { api, backlog, writes, batch: new BatchPay(api, backlog) };
}

describe('BatchPay', () => {
  it('reads the chosen bills and sums what the payable ones come to as decimals', async () => {
    const { batch } = batchOf(['b1', 'b2', 'b3']);
    await batch.open();
    expect(batch.phase).toBe('confirming');
    expect(batch.payable.map((bill) => bill.id)).toEqual(['b1', 'b2']);
    expect(batch.withoutPayee.map((bill) => bill.id)).toEqual(['b3']);
    const total = batch.total;
    if (total instanceof MoneyError) throw total;
    // 0.1 + 0.2 in floating point would be 0.30000000000000004.
    expect(total.standard).toBe('0.30');
    expect(formatMoney(total, 'zh-CN')).toBe('¥0.30');
  });

  it('pays each payable bill by the chosen channel and refuses the one without a payee unpaid', async () => {
    const { api, backlog, batch, writes } = batchOf(['b1', 'b3', 'b2']);
    api.pay.mockImplementation(async (id: string) => {
      if (id === 'b2') throw new Error('收款账户已冻结');
      return approvalBill({ id, state: 'sending' });
    });
    await batch.open();
    batch.setChannel('OFFLINE');
    const results = await batch.pay();
    expect(api.pay.mock.calls).toEqual([
      ['b1', 'OFFLINE', 1],
      ['b2', 'OFFLINE', 1],
    ]);
    expect(results).toEqual([
      { id: 'b1', title: '差旅费', outcome: 'paid', reason: '' },
      { id: 'b3', title: '无收款人', outcome: 'noPayee', reason: '' },
      { id: 'b2', title: '招待费', outcome: 'failed', reason: '收款账户已冻结' },
    ]);
    expect(writes).toEqual(['write']);
    expect([backlog.selected.size, batch.phase, batch.results]).toEqual([0, 'idle', results]);
  });

  it('numbers each payment after the bill’s earlier ones and reads a bank payment as pending', async () => {
    const { api, batch } = batchOf(['b1']);
    const failed = {
      id: 'p1',
      channel: 'CHANPAY' as const,
      state: 'FAILURE' as const,
      amount: null,
      failureReason: '退回',
      createTime: 1,
    };
    api.getBill.mockResolvedValue({ ...BILLS.b1, state: 'failure', payments: [failed] });
    api.pay.mockResolvedValue(
      approvalBill({ id: 'b1', payments: [failed, { ...failed, id: 'p2', state: 'PENDING' }] }),
    );
    await batch.open();
    batch.setChannel('CHANPAY');
    const [result] = await batch.pay();
    expect(api.pay).toHaveBeenCalledWith('b1', 'CHANPAY', 2);
    expect(result.outcome).toBe('pending');
  });

  it('pays nothing and says so when the chosen bills cannot be read', async () => {
    const { api, batch } = batchOf(['b1']);
    api.getBill.mockRejectedValue(new Error('down'));
    await batch.open();
    expect([batch.phase, batch.readFailed, api.pay.mock.calls.length]).toEqual(['idle', true, 0]);
  });

  it('forgets the read bills when the cashier cancels', async () => {
    const { batch } = batchOf(['b1']);
    await batch.open();
    batch.cancel();
    expect([batch.phase, batch.bills]).toEqual(['idle', []]);
  });
});
