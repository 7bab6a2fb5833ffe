import { act, screen, within } from '@testing-library/react';
import { HttpError, POLICY_CHECK_CODE } from '@shell/http';
import { billDetail } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import { LocationProbe } from '../testing/LocationProbe';
import { renderWithShell } from '@shell/testing';
import { specification } from '../testing/specFixtures';
import type { BillDetail } from '../types';
import { EditBillPage } from './EditBillPage';

const SPEC = 'corp:spec:expense:1';

function draft(actions: string[]): BillDetail {
  const bill = billDetail({ specificationId: SPEC, payType: 'CORPORATION', feeDate: 0 });
  return { ...bill, state: 'draft', actions };
}

function renderEdit(bill: BillDetail) {
  const setup = billsTestRoot('zh-CN');
  setup.api.getBill.mockResolvedValue(bill);
  setup.api.getSpecification.mockResolvedValue(specification());
  const rendered = renderWithShell(null, {
    root: setup.root,
    path: '/bills/bill-1/edit',
    routes: [
      { path: '/bills/:id/edit', element: <EditBillPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return { ...setup, ...rendered };
}

describe('EditBillPage', () => {
  it('fills the form from the bill and its own specification version', async () => {
    const { api } = renderEdit(draft(['submit', 'edit']));
    expect(await screen.findByRole('heading', { name: '编辑单据：差旅报销' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /标题/ })).toHaveValue('差旅报销');
    expect(screen.getByRole('textbox', { name: /报销金额/ })).toHaveValue('1234.50');
    expect(screen.getByLabelText(/支付方式/)).toHaveValue('CORPORATION');
    expect(api.getSpecification).toHaveBeenCalledWith(SPEC);
  });

  it('saves the draft in place and says so', async () => {
    const { user, api } = renderEdit(draft(['submit', 'edit']));
    api.updateDraft.mockResolvedValue(draft(['submit', 'edit']));
    const title = await screen.findByRole('textbox', { name: /标题/ });
    await user.clear(title);
    await user.type(title, '改标题');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    // Said where the person is (at the save button), as a notice.
    const notices = await screen.findByRole('region', { name: '通知' });
    expect(within(notices).getByRole('status')).toHaveTextContent('草稿已保存');
    expect(api.updateDraft).toHaveBeenCalledWith(
      'bill-1',
      expect.objectContaining({ title: '改标题', payType: 'CORPORATION' }),
    );
  });

  it('shows the standard-violation in the current language when submitting is refused', async () => {
    const { user, api, root } = renderEdit(draft(['submit', 'edit']));
    api.updateDraft.mockResolvedValue(draft(['submit', 'edit']));
    api.submit.mockRejectedValue(
      new HttpError({ code: POLICY_CHECK_CODE, message: 'x', status: 400 }),
    );
    await screen.findByRole('textbox', { name: /标题/ });
    await user.click(screen.getByRole('button', { name: '提交' }));
    // Both above the form and as a notice where the person pressed submit.
    const notices = await screen.findByRole('region', { name: '通知' });
    expect(await within(notices).findByRole('alert')).toHaveTextContent(
      '该单据不符合费用标准，无法提交',
    );
    expect(screen.getAllByText('该单据不符合费用标准，无法提交')).toHaveLength(2);
    await act(() => root.i18n.changeLanguage('en-US'));
    expect(
      screen.getByText('this bill does not meet the expense standard, cannot submit'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('goes to the bill once it is submitted', async () => {
    const { user, api } = renderEdit(draft(['submit', 'edit']));
    api.updateDraft.mockResolvedValue(draft(['submit', 'edit']));
    api.submit.mockResolvedValue({ ...draft([]), state: 'approving' });
    await screen.findByRole('textbox', { name: /标题/ });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bills\/bill-1$/);
  });

  it('refuses a bill the staff may not edit, pointing to the bill', async () => {
    const { api } = renderEdit(draft(['print']));
    expect(await screen.findByRole('alert')).toHaveTextContent('该单据当前不可编辑');
    expect(screen.getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/bills/bill-1');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.getSpecification).toHaveBeenCalled();
  });
});
