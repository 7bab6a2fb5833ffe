import { parse } from '../core/parse';
import { printBillSchema } from './printBill';

const parsePrintHistory = (bill: object) =>
  parse(printBillSchema, { id: 'bill-1', ...bill }).printHistory;

describe('a print bill’s history', () => {
  it('reads the print logs newest first with the template id and the invoices flag', () => {
    const logs = [
      { action: 'freeflow.submit', time: 1, operatorId: 'corp:a' },
      { action: 'freeflow.print', time: 2, operatorId: 'corp:a', printTemplateId: 'default' },
      {
        action: 'freeflow.print',
        time: 3,
        operatorId: 'corp:b',
        printTemplateId: 'cover',
        isPrintInvoice: true,
      },
    ];
    expect(parsePrintHistory({ logs })).toEqual([
      { time: 3, printerId: 'corp:b', templateId: 'cover', withInvoices: true },
      { time: 2, printerId: 'corp:a', templateId: 'default', withInvoices: false },
    ]);
  });

  it('reads a log without a usable template id as an unknown template', () => {
    const logs = [{ action: 'freeflow.print', time: 1, printTemplateId: '<b>x</b>' }, 'junk'];
    expect(parsePrintHistory({ logs })).toEqual([
      { time: 1, printerId: null, templateId: null, withInvoices: false },
    ]);
    expect(parsePrintHistory({ logs: 'none' })).toEqual([]);
  });
});
