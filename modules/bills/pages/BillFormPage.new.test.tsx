import { act, screen, within } from '@testing-library/react';
import { HttpError, POLICY_CHECK_CODE } from '@shell/http';
import { parseFeeType } from '../lines/feeTypeCatalog';
import { rawFeeTypes } from '../lines/testing/lineFixtures';
import { billDetail } from '../testing/billFixtures';
import type { FakeBillsApi } from '../testing/fakeBillsApi';
import { renderFormPage } from '../testing/renderFormPage';
import { specification } from '../testing/specFixtures';

const feeTypes = rawFeeTypes.flatMap((raw) => parseFeeType(raw) ?? []);

function renderNewBill(script: (api: FakeBillsApi) => void = () => undefined) {
  return renderFormPage('/bills/new', (api) => {
    api.getSpecifications.mockResolvedValue([
      specification(),
      specification({ id: 'corp:spec:loan:1', name: '借款单', enName: 'Loan', formType: 'loan' }),
    ]);
    api.getFeeTypes.mockResolvedValue(feeTypes);
    script(api);
  });
}

async function chooseExpense(user: ReturnType<typeof renderNewBill>['user']) {
  await user.selectOptions(await screen.findByLabelText('单据类型'), '日常报销单');
  return screen.findByRole('form', { name: '日常报销单表单' });
}

/** Adds an office-supplies line through the line editor, as a person does. */
async function addOfficeLine(user: ReturnType<typeof renderNewBill>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: '+ 添加费用' }));
  const editor = await screen.findByRole('dialog', { name: '新的费用' });
  await user.selectOptions(within(editor).getByLabelText(/费用类型/), '办公用品');
  await user.type(within(editor).getByRole('textbox', { name: /金额/ }), amount);
  await user.type(within(editor).getByRole('textbox', { name: /物品名称/ }), '打印纸');
  await user.type(within(editor).getByRole('textbox', { name: /数量/ }), '2');
  await user.click(within(editor).getByRole('button', { name: '确定' }));
}

// Typing through a drawer takes a while on a busy machine: a bound, not a speed goal.
jest.setTimeout(30_000);

describe('the new bill page', () => {
  it('offers the tenant’s active bill types and opens the chosen one’s form in sections', async () => {
    const { user } = renderNewBill();
    const select = await screen.findByLabelText('单据类型');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '请选择单据类型',
      '日常报销单',
      '借款单',
    ]);
    await chooseExpense(user);
    expect(screen.getByLabelText(/支付方式/)).toHaveValue('PERSONAL');
    expect(screen.getByRole('region', { name: '基本信息' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '费用明细' })).toHaveTextContent('还没有费用明细');
    expect(screen.queryByRole('textbox', { name: /报销金额/ })).toBeNull();
  });

  it('says what is missing, lines included, in Chinese and then in English', async () => {
    const { user, root } = renderNewBill();
    await chooseExpense(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findAllByText('请输入标题')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '请添加至少一条费用明细' })).toBeInTheDocument();
    await act(() => root.i18n.changeLanguage('en-US'));
    expect(await screen.findAllByText('Please enter 标题')).not.toHaveLength(0);
  });

  it('adds lines whose total is derived, and submits them with that total', async () => {
    const { user, api } = renderNewBill((fake) => {
      fake.createDraft.mockResolvedValue(billDetail());
      fake.submit.mockResolvedValue(billDetail());
    });
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '办公采购');
    await user.type(screen.getByLabelText(/消费日期/), '2026-11-20');
    await addOfficeLine(user, '0.10');
    await addOfficeLine(user, '0.20');
    expect(screen.getByTestId('lines-total')).toHaveTextContent('共 2 笔 · 合计 ¥0.30');
    expect(screen.getByRole('region', { name: '支付信息' })).toHaveTextContent('叁角整');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1');
    const form = api.createDraft.mock.calls[0][0];
    expect(form.expenseMoney).toEqual({ standard: '0.30' });
    expect(form.details).toEqual([
      expect.objectContaining({
        feeTypeId: 'corp:feeType:office',
        feeTypeForm: expect.objectContaining({ item: '打印纸', quantity: '2' }),
      }),
      expect.objectContaining({ feeTypeId: 'corp:feeType:office' }),
    ]);
  });

  it('saves a draft and goes on editing the bill it created, keeping what was typed', async () => {
    const { user, api } = renderNewBill((fake) => fake.createDraft.mockResolvedValue(billDetail()));
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '打车');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(/^已保存 \d\d:\d\d$/);
    expect(api.createDraft).toHaveBeenCalledWith(
      expect.objectContaining({ specificationId: 'corp:spec:expense:1', title: '打车' }),
    );
    expect(screen.getByRole('textbox', { name: /标题/ })).toHaveValue('打车');
  });

  it('saves a draft by itself once the person pauses, and says when', async () => {
    const { user, api } = renderFormPage(
      '/bills/new',
      (fake) => {
        fake.getSpecifications.mockResolvedValue([specification()]);
        fake.getFeeTypes.mockResolvedValue(feeTypes);
        fake.createDraft.mockResolvedValue(billDetail());
      },
      'zh-CN',
      50,
    );
    await chooseExpense(user);
    await user.click(screen.getByRole('textbox', { name: /标题/ }));
    // One change, so the pause that follows is the only one.
    await user.paste('自动保存');
    expect(await screen.findByText(/^已保存 \d\d:\d\d$/)).toBeInTheDocument();
    expect(api.createDraft).toHaveBeenCalledTimes(1);
    expect(api.createDraft.mock.calls[0][0]).toMatchObject({ title: '自动保存' });
  });

  it('shows the standard-violation when the policy check refuses, on the saved draft', async () => {
    const { user, store } = renderNewBill((api) => {
      api.createDraft.mockResolvedValue(billDetail());
      api.submit.mockRejectedValue(
        new HttpError({ code: POLICY_CHECK_CODE, message: 'x', status: 400 }),
      );
    });
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '打车');
    await user.type(screen.getByLabelText(/消费日期/), '2026-11-20');
    await addOfficeLine(user, '60000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('该单据不符合费用标准，无法提交')).toBeInTheDocument();
    expect(store.drafts.problemFor('bill-1')).toBe('policyCheck');
  });
});
