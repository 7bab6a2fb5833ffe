import { scriptedHttp } from '@shell/testing';
import { createInvoicesApi } from './invoicesApi';
import { inputOf } from './invoiceRecords';
import { MEAL } from './testing/fakeInvoices';

const walletEntry = {
  id: 'wallet-1',
  invoiceType: 'VAT_ELECTRONIC_NORMAL',
  invoiceCode: MEAL.invoiceCode,
  invoiceNumber: MEAL.invoiceNumber,
  amount: MEAL.amount,
  issueDate: MEAL.issueDate,
  checkCode: MEAL.checkCode,
  file: { fileId: { id: 'f1', key: 'k', url: '/files/f1', thumbUrl: '' }, fileName: 'meal.png' },
  createTime: 1_700_000_000_000,
  check: { verification: 'valid', problems: [] },
};

describe('the invoice service as the app calls it', () => {
  it('asks for checks of a bill’s invoices and reads one answer per invoice', async () => {
    const { http, sent } = scriptedHttp(() => ({
      items: [{ problems: [{ code: 'voided', level: 'block', message: '作废' }] }, 'garbage'],
    }));
    const answers = await createInvoicesApi(http).check('bill-1', [inputOf(MEAL), inputOf(MEAL)]);
    expect(JSON.parse(String(sent[0].data))).toEqual({
      billId: 'bill-1',
      invoices: [inputOf(MEAL), inputOf(MEAL)],
    });
    expect(answers).toEqual([
      { problems: [{ code: 'voided', level: 'block', message: '作废' }] },
      null,
    ]);
  });

  it('reads the wallet, skipping entries that are not invoices and files with unsafe addresses', async () => {
    const { http } = scriptedHttp(() => ({
      items: [
        walletEntry,
        { ...walletEntry, id: 'wallet-2', invoiceNumber: 'DROP TABLE' },
        {
          ...walletEntry,
          id: 'wallet-3',
          file: { fileId: { id: 'x', url: 'javascript:alert(1)' } },
        },
        null,
      ],
    }));
    const wallet = await createInvoicesApi(http).wallet();
    expect(wallet.map((entry) => [entry.id, entry.file?.fileName ?? null])).toEqual([
      ['wallet-1', 'meal.png'],
      ['wallet-3', null],
    ]);
    expect(wallet[0]).toMatchObject({ invoice: MEAL, check: { problems: [] } });
  });

  it('keeps an invoice with its file and refuses an answer without one', async () => {
    const { http, sent } = scriptedHttp((config) =>
      config.method === 'post' && sent.length === 1 ? { value: walletEntry } : { value: null },
    );
    const api = createInvoicesApi(http);
    const file = { fileName: 'meal.png', fileId: { id: 'f1', url: '/files/f1' } };
    await expect(api.keep(MEAL, file)).resolves.toMatchObject({ id: 'wallet-1' });
    expect(JSON.parse(String(sent[0].data))).toEqual({ invoice: inputOf(MEAL), file });
    await expect(api.keep(MEAL, null)).rejects.toThrow('without the invoice');
  });
});
