import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, POLICY_CHECK_CODE } from '@shell/http';
import { billDetail } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import { LocationProbe } from '../testing/LocationProbe';
import { renderWithShell } from '@shell/testing';
import { specification } from '../testing/specFixtures';
import { NewBillPage } from './NewBillPage';

function renderNewBill() {
  const setup = billsTestRoot('zh-CN');
  setup.api.getSpecifications.mockResolvedValue([
    specification(),
    specification({ id: 'corp:spec:loan:1', name: '借款单', enName: 'Loan', formType: 'loan' }),
  ]);
  const rendered = renderWithShell(null, {
    root: setup.root,
    path: '/bills/new',
    routes: [
      { path: '/bills/new', element: <NewBillPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return { ...setup, ...rendered };
}

async function chooseExpense(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('单据类型'), '日常报销单');
  return screen.findByRole('form', { name: '日常报销单表单' });
}

describe('NewBillPage', () => {
  it('offers the tenant’s active bill types and opens the chosen one’s form', async () => {
    const { user } = renderNewBill();
    const select = await screen.findByLabelText('单据类型');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '请选择单据类型',
      '日常报销单',
      '借款单',
    ]);
    await chooseExpense(user);
    expect(screen.getByLabelText(/支付方式/)).toHaveValue('PERSONAL');
    expect(screen.getByRole('combobox', { name: /提交人/ })).toHaveValue('李雷');
  });

  it('says what is missing in Chinese, and in English after the language changes', async () => {
    const { user, root } = renderNewBill();
    await chooseExpense(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findAllByText('请输入标题')).not.toHaveLength(0);
    await act(() => root.i18n.changeLanguage('en-US'));
    expect(await screen.findAllByText('Please enter 标题')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Pay type/)).toHaveDisplayValue('Personal');
  });

  it('saves a draft and goes on editing the bill it created', async () => {
    const { user, api } = renderNewBill();
    api.createDraft.mockResolvedValue(billDetail());
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '打车');
    await user.selectOptions(screen.getByLabelText(/支付方式/), 'MIXING');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1/edit');
    expect(api.createDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        specificationId: 'corp:spec:expense:1',
        title: '打车',
        payType: 'MIXING',
      }),
    );
  });

  it('submits a complete bill and shows it', async () => {
    const { user, api } = renderNewBill();
    api.createDraft.mockResolvedValue(billDetail());
    api.submit.mockResolvedValue(billDetail());
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '打车');
    await user.type(screen.getByLabelText(/消费日期/), '2026-11-20');
    await user.type(screen.getByRole('textbox', { name: /报销金额/ }), '60');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1');
    expect(api.submit).toHaveBeenCalledWith('bill-1');
  });

  it('shows the standard-violation when the policy check refuses, on the saved draft', async () => {
    const { user, api, store } = renderNewBill();
    api.createDraft.mockResolvedValue(billDetail());
    api.submit.mockRejectedValue(
      new HttpError({ code: POLICY_CHECK_CODE, message: 'x', status: 400 }),
    );
    await chooseExpense(user);
    await user.type(screen.getByRole('textbox', { name: /标题/ }), '打车');
    await user.type(screen.getByLabelText(/消费日期/), '2026-11-20');
    await user.type(screen.getByRole('textbox', { name: /报销金额/ }), '60000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-1/edit');
    expect(store.drafts.problemFor('bill-1')).toBe('policyCheck');
  });
});
