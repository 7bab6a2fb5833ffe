import { HttpError, IGNORE_CODE } from '@shell/http';
import { PrintStore } from './PrintStore';
import { fakePrintApi } from './testing/fakePrintApi';
import { ME, printBill, receivingBill } from './testing/printFixtures';

function newStore() {
  const api = fakePrintApi();
  const printWindow = jest.fn();
  const root = { session: { staff: { id: ME, name: '李雷' } } };
  return { api, printWindow, store: new PrintStore(root, api, { printWindow }) };
}

const conflict = () =>
  new HttpError({ code: 'error:lab:bill-illegal-transition', message: 'x', status: 409 });

describe('PrintStore', () => {
  describe('when printing', () => {
    it('sends the bill’s print config, keeps the answer, then opens the print dialog', async () => {
      const { api, printWindow, store } = newStore();
      api.print.mockImplementation(async () => {
        expect(printWindow).not.toHaveBeenCalled();
        return printBill({
          printCount: 1,
          printState: 'printed',
          lastPrinter: { id: ME, name: '' },
        });
      });
      store.setConfig('bill-1', { printTemplateId: 'cover', isPrintInvoice: true });
      expect(await store.print('bill-1')).toBe(true);
      expect(api.print).toHaveBeenCalledWith('bill-1', {
        printTemplateId: 'cover',
        isPrintInvoice: true,
      });
      expect(printWindow).toHaveBeenCalledTimes(1);
      expect(store.data.get('bill-1')?.printCount).toBe(1);
      expect(store.done.get('bill-1')).toBe('print');
    });

    it('does not open the print dialog when the server refuses, and says why', async () => {
      const { api, printWindow, store } = newStore();
      api.print.mockRejectedValueOnce(conflict());
      expect(await store.print('bill-1')).toBe(false);
      expect(printWindow).not.toHaveBeenCalled();
      expect(store.problems.get('bill-1')?.kind).toBe('conflict');
      expect(store.busy.size).toBe(0);
    });

    it('prints once on a double click', async () => {
      const { api, printWindow, store } = newStore();
      api.print.mockResolvedValue(printBill({ printCount: 1 }));
      await Promise.all([store.print('bill-1'), store.print('bill-1')]);
      expect(api.print).toHaveBeenCalledTimes(1);
      expect(printWindow).toHaveBeenCalledTimes(1);
    });

    it('uses the first template until one is chosen', async () => {
      const { api, store } = newStore();
      expect(store.configOf('bill-1')).toEqual({
        printTemplateId: 'default',
        isPrintInvoice: false,
      });
      api.listTemplates.mockResolvedValueOnce([
        { id: 'std', name: { 'zh-CN': '标准', 'en-US': 'Std' } },
      ]);
      await store.lookups.load();
      expect(store.configOf('bill-1').printTemplateId).toBe('std');
    });
  });

  it('sends paper steps and keeps the bill the server answers', async () => {
    const { api, store } = newStore();
    api.paperStep.mockResolvedValueOnce(
      receivingBill({ state: 'paying', receiptState: 'RECEIVED' }),
    );
    expect(await store.paperStep('bill-1', { verb: 'receive' })).toBe(true);
    expect(api.paperStep).toHaveBeenCalledWith('bill-1', { verb: 'receive' });
    expect(store.data.get('bill-1')?.receiptState).toBe('RECEIVED');
  });

  it('asks both lists for a fresh answer after a step, as the step moved the bill', async () => {
    const { api, store } = newStore();
    await store.paper.fetchPage();
    api.paperStep.mockResolvedValueOnce(receivingBill({ receiptState: 'RECEIVED' }));
    await store.paperStep('bill-1', { verb: 'receive' });
    expect(store.paper.isLoaded).toBe(false);
    await store.paper.fetchPage();
    await store.center.fetchPage();
    expect(api.searchPaperTasks.mock.calls.map((call) => call[1])).toEqual([
      { fresh: false },
      { fresh: true },
    ]);
    expect(api.searchBills.mock.lastCall?.[1]).toEqual({ fresh: true });
  });

  it('shows nothing for a superseded request', async () => {
    const { api, store } = newStore();
    api.remind.mockRejectedValueOnce(new HttpError({ code: IGNORE_CODE, message: '' }));
    expect(await store.remind('bill-1')).toBe(false);
    expect(store.problems.size).toBe(0);
  });

  describe('when loading a bill', () => {
    it('tells a missing bill from a failed load', async () => {
      const { api, store } = newStore();
      api.getBill.mockRejectedValueOnce(new HttpError({ code: 'x', message: '', status: 404 }));
      await store.fetch('gone');
      api.getBill.mockRejectedValueOnce(new HttpError({ code: 'x', message: '', status: 500 }));
      await store.fetch('down');
      expect([store.loadErrors.get('gone'), store.loadErrors.get('down')]).toEqual([
        'notFound',
        'failed',
      ]);
    });
  });

  it('names staff from the answer, the directory, then the signed-in staff', async () => {
    const { api, store } = newStore();
    api.listStaffNames.mockResolvedValueOnce(new Map([['corp:r', '韩梅梅']]));
    await store.lookups.load();
    expect(store.lookups.staffName({ id: 'corp:x', name: '张三' })).toBe('张三');
    expect(store.lookups.staffName({ id: 'corp:r', name: '' })).toBe('韩梅梅');
    expect(store.lookups.staffName({ id: ME, name: '' })).toBe('李雷');
    expect(store.lookups.staffName(null)).toBe('');
  });

  describe('when listing', () => {
    it('asks for the chosen print and receipt states, from page 1', async () => {
      const { api, store } = newStore();
      api.searchBills.mockResolvedValue({ items: [printBill()], count: 25 });
      await store.center.setPage(3);
      await store.center.setFilters({ printState: 'reminded', receiptState: 'NOT_RECEIVED' });
      expect(api.searchBills).toHaveBeenLastCalledWith(
        expect.objectContaining({
          filterBy: 'printState == "reminded" && form.receiptState == "NOT_RECEIVED"',
          limit: { start: 0, count: 10 },
        }),
        { fresh: false },
      );
      expect(store.center.orderedData.map((bill) => bill.id)).toEqual(['bill-1']);
    });

    it('asks the backlog for the paper tasks of the chosen tab', async () => {
      const { api, store } = newStore();
      await store.paper.fetchPage();
      expect(api.searchPaperTasks.mock.lastCall?.[0]).toMatchObject({
        filterBy: 'state.in("RECEIVING","RECEIVING_EXCEP")',
      });
      await store.paper.setFilters({ tab: 'send' });
      expect(api.searchPaperTasks.mock.lastCall?.[0]).toMatchObject({
        filterBy: 'state.in("SENDING")',
      });
    });

    it('reports a failed load', async () => {
      const { api, store } = newStore();
      api.searchBills.mockRejectedValueOnce(new Error('down'));
      await store.center.fetchPage();
      expect([store.center.error, store.center.isFetching]).toEqual(['failed', false]);
    });
  });
});
