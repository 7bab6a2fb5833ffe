import { act, screen, within } from '@testing-library/react';
import { HttpError, POLICY_CHECK_CODE } from '@shell/http';
import { notices } from '@shell/ui';
import { backupKeyOf, draftBackups } from '../editor/draftBackup';
import { parseFeeType } from '../lines/feeTypeCatalog';
import { rawFeeTypes, wireLine } from '../lines/testing/lineFixtures';
import { billDetail } from '../testing/billFixtures';
import { renderFormPage } from '../testing/renderFormPage';
import { specification } from '../testing/specFixtures';
import type { BillDetail } from '../types';

const SPEC = 'corp:spec:expense:1';
const feeTypes = rawFeeTypes.flatMap((raw) => parseFeeType(raw) ?? []);

function draft(actions: string[], form: Record<string, unknown> = {}): BillDetail {
  const details = [
    wireLine('bill-1-L1', 'office', '1000.00', { item: '显示器', quantity: 1 }),
    wireLine('bill-1-L2', 'meal', '234.50', { attendees: ['corp:me'] }),
  ];
  const bill = billDetail({
    specificationId: SPEC,
    payType: 'CORPORATION',
    feeDate: 0,
    details,
    ...form,
  });
  return { ...bill, state: 'draft', actions };
}

function renderEdit(bill: BillDetail, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return renderFormPage(
    '/bills/bill-1/edit',
    (api) => {
      api.getBill.mockResolvedValue(bill);
      api.getSpecification.mockResolvedValue(specification());
      api.getFeeTypes.mockResolvedValue(feeTypes);
      api.updateDraft.mockResolvedValue(bill);
    },
    locale,
  );
}

// Typing through a drawer takes a while on a busy machine: a bound, not a speed goal.
jest.setTimeout(30_000);

describe('the edit bill page', () => {
  it('fills the form from the bill, lists its lines and derives the total', async () => {
    const { api } = renderEdit(draft(['submit', 'edit']));
    expect(await screen.findByRole('heading', { name: '编辑单据：差旅报销' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /标题/ })).toHaveValue('差旅报销');
    expect(screen.getByLabelText(/支付方式/)).toHaveValue('CORPORATION');
    const lines = await screen.findByRole('list', { name: '费用明细' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['office', 'meal']);
    expect(screen.getByTestId('lines-total')).toHaveTextContent('合计 ¥1,234.50');
    expect(screen.queryByTestId('total-mismatch')).toBeNull();
    expect(api.getSpecification).toHaveBeenCalledWith(SPEC);
  });

  it('saves in place with every line and says when', async () => {
    const { user, api } = renderEdit(draft(['submit', 'edit']));
    const title = await screen.findByRole('textbox', { name: /标题/ });
    await screen.findByRole('list', { name: '费用明细' });
    await user.clear(title);
    await user.type(title, '改标题');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText(/^已保存 \d\d:\d\d$/)).toBeInTheDocument();
    const [id, form] = api.updateDraft.mock.calls[0];
    expect([id, form.title, form.payType, form.expenseMoney]).toEqual([
      'bill-1',
      '改标题',
      'CORPORATION',
      { standard: '1234.50' },
    ]);
    expect((form.details as { id: string }[]).map((line) => line.id)).toEqual([
      'bill-1-L1',
      'bill-1-L2',
    ]);
  });

  it('marks the line the policy check names, in the current language', async () => {
    const { user, api, root } = renderEdit(draft(['submit', 'edit']));
    api.submit.mockRejectedValue(
      new HttpError({
        code: POLICY_CHECK_CODE,
        message: 'x',
        status: 400,
        data: {
          message: [
            {
              type: 'policyCheck',
              allowSubmit: false,
              detailId: 'bill-1-L2',
              message: '人均 234.50 元超出标准',
            },
          ],
        },
      }),
    );
    await screen.findByRole('list', { name: '费用明细' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('该单据不符合费用标准，无法提交')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'meal' })).toHaveTextContent(
      '人均 234.50 元超出标准',
    );
    await act(() => root.i18n.changeLanguage('en-US'));
    expect(
      screen.getByText('this bill does not meet the expense standard, cannot submit'),
    ).toBeInTheDocument();
  });

  it('keeps a line whose fee type is broken read-only, and sends it back untouched', async () => {
    const broken = wireLine('bill-1-L3', 'broken', '5.00', { kept: 'as is' });
    const bill = draft(['submit', 'edit'], {
      details: [wireLine('bill-1-L1', 'office', '1.00', { item: 'x', quantity: 1 }), broken],
    });
    const { user, api } = renderEdit({
      ...bill,
      expenseMoney: { ...bill.expenseMoney!, standard: '6.00' },
    });
    const row = await screen.findByRole('listitem', { name: 'broken' });
    expect(row).toHaveTextContent('费用类型设置有误');
    expect(within(row).getByRole('button', { name: /broken/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText(/^已保存/)).toBeInTheDocument();
    expect(api.updateDraft.mock.calls[0][1].details).toEqual([expect.anything(), broken]);
  });

  it('duplicates, moves and deletes a line from its one "more" button', async () => {
    const { user } = renderEdit(draft(['submit', 'edit']));
    const list = await screen.findByRole('list', { name: '费用明细' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    const sheet = async (name: RegExp) => {
      await user.click(within(list).getAllByRole('button', { name })[0]);
      return screen.findByRole('dialog');
    };

    // Each row has one button for its other actions, named by the line (200 are told apart).
    let dialog = await sheet(/^更多操作：office 2026-11-02 ¥1,000\.00$/);
    expect(within(dialog).getByRole('heading', { name: 'office' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '上移' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(order()).toEqual(['office', 'office', 'meal']);
    expect(screen.getByTestId('lines-total')).toHaveTextContent('共 3 笔 · 合计 ¥2,234.50');

    dialog = await sheet(/^更多操作：meal/);
    expect(within(dialog).getByRole('button', { name: '下移' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '上移' }));
    expect(order()).toEqual(['office', 'meal', 'office']);

    dialog = await sheet(/^更多操作：meal/);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除“meal”这笔费用？' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(order()).toEqual(['office', 'office']);
    expect(screen.getByTestId('lines-total')).toHaveTextContent('共 2 笔 · 合计 ¥2,000.00');
  });

  it('shows a server total that disagrees with the lines, never overwriting it', async () => {
    const bill = draft(['submit', 'edit']);
    renderEdit({ ...bill, expenseMoney: { ...bill.expenseMoney!, standard: '1300.00' } });
    expect(await screen.findByTestId('total-mismatch')).toHaveTextContent(
      '服务器记录的报销金额为 ¥1,300.00，与明细合计 ¥1,234.50 不一致',
    );
  });

  it('brings back what was typed but not saved before a reload, and says so', async () => {
    const bill = draft(['submit', 'edit']);
    window.localStorage.clear();
    const later = bill.updateTime + 60_000;
    const values = { title: '未保存的标题', payType: 'PERSONAL' };
    const { api } = renderFormPage('/bills/bill-1/edit', (fake) => {
      draftBackups.write(backupKeyOf('bill-1', SPEC), {
        values,
        lines: [wireLine('bill-1-L1', 'office', '9.00')],
        at: later,
      });
      fake.getBill.mockResolvedValue(bill);
      fake.getSpecification.mockResolvedValue(specification());
      fake.getFeeTypes.mockResolvedValue(feeTypes);
    });
    expect(await screen.findByRole('textbox', { name: /标题/ })).toHaveValue('未保存的标题');
    expect(await screen.findByTestId('lines-total')).toHaveTextContent('共 1 笔');
    expect(api.updateDraft).not.toHaveBeenCalled();
    expect(notices.items.map((notice) => notice.text)).toContain('已恢复你上次未保存的内容');
  });

  // Regression: the submitted answer (no longer editable) replaced the form before it moved on.
  it('goes on to the bill once it is submitted', async () => {
    const bill = draft(['submit', 'edit']);
    const { user, api } = renderEdit(bill);
    api.submit.mockResolvedValue({ ...bill, state: 'approving', actions: ['retract'] });
    await screen.findByRole('list', { name: '费用明细' });
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '！');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bills\/bill-1$/);
  });

  it('refuses a bill the staff may not edit, pointing to the bill', async () => {
    renderEdit(draft(['print']));
    expect(await screen.findByRole('alert')).toHaveTextContent('该单据当前不可编辑');
    expect(screen.getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/bills/bill-1');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
