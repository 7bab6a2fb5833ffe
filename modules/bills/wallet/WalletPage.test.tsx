import { renderWithShell } from '@shell/testing';
import { screen, within } from '@testing-library/react';
import { InvoicesStore, provideInvoicesStore } from '../invoices/InvoicesStore';
import {
  fakeDecoder,
  fakeInvoicesApi,
  fakeInvoicesDeps,
  fileNamed,
  MEAL,
  read,
  TRAIN,
  VALID,
} from '../invoices/testing/fakeInvoices';
import { billsTestRoot } from '../testing/billsTestRoot';
import { WalletPage } from './WalletPage';

function renderWallet(path = '/bills/wallet') {
  const { root } = billsTestRoot('zh-CN');
  const api = fakeInvoicesApi();
  api.wallet.mockResolvedValue([
    { id: 'w1', invoice: TRAIN, file: null, createTime: 1, check: VALID },
  ]);
  const deps = fakeInvoicesDeps(fakeDecoder({ 'meal.png': read(MEAL) }), api);
  provideInvoicesStore(root, new InvoicesStore(deps));
  return { ...renderWithShell(<WalletPage />, { root, path }), api };
}

jest.setTimeout(30_000);

describe('the invoice wallet page', () => {
  it('lists the kept invoices with their checks, and removes one once confirmed', async () => {
    const { user, api } = renderWallet();
    const list = await screen.findByRole('list', { name: '票夹中的发票' });
    const train = within(list).getByRole('listitem');
    expect(train).toHaveTextContent('火车票');
    expect(train).toHaveTextContent('¥553.00');
    expect(train).toHaveTextContent('查验通过');
    await user.click(within(train).getByRole('button', { name: /^移出票夹/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '移出' }),
    );
    expect(api.discard).toHaveBeenCalledWith('w1');
    expect(await screen.findByText('票夹是空的')).toBeInTheDocument();
  });

  it('captures invoices straight into the wallet when opened to capture', async () => {
    const { user, api } = renderWallet('/bills/wallet?capture=1');
    const sheet = await screen.findByRole('dialog', { name: '识别发票' });
    await user.upload(within(sheet).getByLabelText('选择发票文件（图片、PDF、OFD）'), [
      fileNamed('meal.png'),
    ]);
    await within(await within(sheet).findByRole('listitem', { name: 'meal.png' })).findByText(
      '已识别',
    );
    await user.click(within(sheet).getByRole('button', { name: '存入票夹（1）' }));
    expect(api.keep).toHaveBeenCalledWith(MEAL, expect.objectContaining({ fileName: 'meal.png' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });
});
