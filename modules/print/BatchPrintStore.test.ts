import { HttpError } from '@shell/http';
import { PrintStore } from './PrintStore';
import { fakePrintApi } from './testing/fakePrintApi';
import { ME, printBill } from './testing/printFixtures';

const bills = ['b1', 'b2', 'b3'].map((id, index) => printBill({ id, code: `B260000${index}` }));

async function loadedStore() {
  const api = fakePrintApi();
  api.searchBills.mockResolvedValue({ items: bills, count: bills.length });
  api.print.mockImplementation(async (id) => printBill({ id, printCount: 1 }));
  api.getBill.mockImplementation(async (id) => printBill({ id, printCount: 1, title: 'full' }));
  const printWindow = jest.fn();
  const root = { session: { staff: { id: ME, name: '李雷' } } };
  const store = new PrintStore(root, api, { printWindow });
  await store.center.fetchPage();
  return { api, printWindow, batch: store.batch };
}

const conflict = () => new HttpError({ code: 'x', message: 'x', status: 409 });

describe('BatchPrintStore', () => {
  it('prints every selected bill with one config, then shows their sheets and opens one dialog', async () => {
    const { api, printWindow, batch } = await loadedStore();
    batch.select(new Set(['b1', 'b3']));
    batch.setTemplate('cover');
    batch.setWithInvoices(true);
    await batch.print();
    expect(api.print.mock.calls).toEqual([
      ['b1', { printTemplateId: 'cover', isPrintInvoice: true }],
      ['b3', { printTemplateId: 'cover', isPrintInvoice: true }],
    ]);
    expect(batch.sheets.map((bill) => [bill.id, bill.title])).toEqual([
      ['b1', 'full'],
      ['b3', 'full'],
    ]);
    expect(batch.sheetConfig.printTemplateId).toBe('cover');
    expect(printWindow).not.toHaveBeenCalled();
    batch.openDialog(batch.job);
    batch.openDialog(batch.job);
    expect(printWindow).toHaveBeenCalledTimes(1);
  });

  it('lists each refused bill with its reason and keeps it selected for another try', async () => {
    const { api, batch } = await loadedStore();
    api.print.mockImplementation(async (id) => {
      if (id === 'b2') throw conflict();
      return printBill({ id });
    });
    batch.select(new Set(['b1', 'b2']));
    await batch.print();
    expect(batch.failures).toEqual([
      expect.objectContaining({ id: 'b2', code: 'B2600001', problem: 'conflict' }),
    ]);
    expect(batch.sheets.map((bill) => bill.id)).toEqual(['b1']);
    expect([...batch.selected]).toEqual(['b2']);
  });

  it('shows no document and opens no dialog when every bill was refused', async () => {
    const { api, printWindow, batch } = await loadedStore();
    api.print.mockRejectedValue(new Error('down'));
    batch.select(new Set(['b1']));
    await batch.print();
    batch.openDialog(batch.job);
    expect(batch.job).toBe(0);
    expect(batch.sheets).toEqual([]);
    expect(batch.failures[0].problem).toBe('failed');
    expect(printWindow).not.toHaveBeenCalled();
  });

  it('prints the verb’s answer when the whole bill cannot be read after it', async () => {
    const { api, batch } = await loadedStore();
    api.getBill.mockRejectedValue(new Error('down'));
    batch.select(new Set(['b2']));
    await batch.print();
    expect(batch.sheets.map((bill) => [bill.id, bill.printCount])).toEqual([['b2', 1]]);
  });

  it('reloads the list afresh after a batch so the print counts show', async () => {
    const { api, batch } = await loadedStore();
    batch.select(new Set(['b1']));
    await batch.print();
    expect(api.searchBills).toHaveBeenCalledTimes(2);
    expect(api.searchBills.mock.lastCall?.[1]).toEqual({ fresh: true });
  });

  it('prints only selected bills of the page shown, once on a double click', async () => {
    const { api, batch } = await loadedStore();
    batch.select(new Set(['b1', 'elsewhere']));
    expect([...batch.selectedOnPage]).toEqual(['b1']);
    await Promise.all([batch.print(), batch.print()]);
    expect(api.print).toHaveBeenCalledTimes(1);
  });

  it('does nothing with nothing selected', async () => {
    const { api, batch } = await loadedStore();
    await batch.print();
    expect(api.print).not.toHaveBeenCalled();
  });
});
