import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { billDetail } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import { LocationProbe } from '../testing/LocationProbe';
import { shellWrapper } from '../testing/shellWrapper';
import type { BillDetail } from '../types';
import { SubmitterActions } from './SubmitterActions';

function renderActions(bill: BillDetail) {
  const setup = billsTestRoot('zh-CN');
  const router = createMemoryRouter(
    [
      { path: '/bills/bill-1', element: <SubmitterActions bill={bill} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/bills/bill-1'] },
  );
  render(<RouterProvider router={router} />, { wrapper: shellWrapper('zh-CN', setup.root) });
  return { ...setup, user: userEvent.setup() };
}

const bill = (state: BillDetail['state'], actions: string[]) => ({
  ...billDetail(),
  state,
  actions,
});

describe('the submitter’s actions on a bill', () => {
  it('offers only what the server allows', () => {
    renderActions(bill('approving', ['retract', 'copy']));
    const bar = screen.getByRole('group', { name: '单据操作' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['撤回', '复制']);
  });

  it('recalls a submitted bill after a confirm', async () => {
    const { user, api } = renderActions(bill('approving', ['retract']));
    api.retract.mockResolvedValue(bill('draft', ['edit', 'submit', 'delete']));
    await user.click(screen.getByRole('button', { name: '撤回' }));
    expect(api.retract).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: '撤回这张单据？' });
    await user.click(within(confirm).getByRole('button', { name: '撤回' }));
    expect(api.retract).toHaveBeenCalledWith('bill-1');
  });

  it('deletes a draft after a confirm and goes back to my bills', async () => {
    const { user, api, store } = renderActions(bill('draft', ['edit', 'delete']));
    store.data.set('bill-1', bill('draft', ['edit', 'delete']));
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '删除这张草稿？' })).getByRole('button', {
        name: '删除',
      }),
    );
    expect(api.deleteDraft).toHaveBeenCalledWith('bill-1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bills$/);
    expect(store.data.has('bill-1')).toBe(false);
  });

  it('copies a bill into a new draft and opens it', async () => {
    const { user, api } = renderActions(bill('paid', ['copy']));
    api.copy.mockResolvedValue({ ...bill('draft', ['edit']), id: 'bill-9' });
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/bills/bill-9/edit');
  });

  it('says when someone already acted on the bill', async () => {
    const { user, api } = renderActions(bill('approving', ['retract']));
    api.retract.mockRejectedValue({ status: 409, code: 'error:lab:bill-acted-on' });
    await user.click(screen.getByRole('button', { name: '撤回' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '撤回' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('已有人处理过这张单据');
  });
});
