import { screen, within } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { renderWithShell } from '@shell/testing';
import { billsDescriptor } from '../descriptor';
import { billDetail } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import { LocationProbe } from '../testing/LocationProbe';
import type { BillDetail } from '../types';
import { SubmitterActions } from './SubmitterActions';

function renderActions(bill: BillDetail) {
  const setup = billsTestRoot('zh-CN');
  const rendered = renderWithShell(null, {
    root: setup.root,
    path: '/bills/bill-1',
    module: billsDescriptor,
    routes: [
      { path: '/bills/bill-1', element: <SubmitterActions bill={bill} /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return { ...setup, ...rendered };
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

  it('says what the server said when someone already acted on the bill', async () => {
    const { user, api } = renderActions(bill('approving', ['retract']));
    api.retract.mockRejectedValue(
      new HttpError({
        status: 409,
        code: 'error:lab:bill-acted-on',
        message: '已有人处理过这张单据',
        serverMessage: '已有人处理过这张单据',
      }),
    );
    await user.click(screen.getByRole('button', { name: '撤回' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '撤回' }));
    // Said as a notice, and kept beside the actions once the notice has gone.
    const notices = await screen.findByRole('region', { name: '通知' });
    expect(await within(notices).findByRole('alert')).toHaveTextContent('已有人处理过这张单据');
    expect(screen.getAllByText(/^已有人处理过这张单据/)).toHaveLength(2);
  });
});
