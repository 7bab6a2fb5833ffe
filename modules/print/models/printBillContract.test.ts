import { parseOrNull } from '@contracts/core/parse';
import { printBillSchema } from '@contracts/print/printBill';
import { wireBill } from '../testing/printFixtures';

/** The print module reads a bill with the print bill contract (api.ts); these are its module's cases. */
const parsePrintBill = (raw: unknown) => parseOrNull(printBillSchema, raw);

describe('a print bill read by its contract', () => {
  it('reads the print fields, the submitter record and the allowed actions', () => {
    const bill = parsePrintBill(
      wireBill({
        printState: 'printed',
        printCount: 2,
        lastPrintTime: 1700,
        lastPrinter: 'corp:p',
      }),
    );
    expect(bill).toMatchObject({
      id: 'bill-1',
      code: 'B2600016',
      submitter: { id: 'corp:me', name: '李雷' },
      amount: '1280.50',
      printState: 'printed',
      printCount: 2,
      lastPrintTime: 1700,
      lastPrinter: { id: 'corp:p', name: '' },
      actions: ['print', 'remind'],
      sampling: null,
    });
  });

  it('reads the sampling state when the answer carries one', () => {
    expect(parsePrintBill(wireBill({ sampling: 'selected' }))?.sampling).toBe('selected');
    expect(parsePrintBill(wireBill({ sampling: 'maybe' }))?.sampling).toBeNull();
  });

  it('keeps only the sending and receiving nodes of the plan', () => {
    const nodes = [
      { id: 'a', type: 'normal', signer: 'x' },
      { id: 'b', type: 'send', name: '单据寄送', signer: 'corp:me', state: 'PROCESSED' },
      { id: 'c', type: 'receive', name: '财务收单', signer: 'corp:r', state: 'RECEIVING' },
    ];
    const bill = parsePrintBill(wireBill({ plan: { nodes } }));
    expect(bill?.paperNodes.map((node) => [node.id, node.type, node.signerId])).toEqual([
      ['b', 'send', 'corp:me'],
      ['c', 'receive', 'corp:r'],
    ]);
  });

  it('reads odd values as absent instead of failing', () => {
    const bill = parsePrintBill(
      wireBill({
        printState: 'burnt',
        printCount: -3,
        lastPrintTime: 'yesterday',
        lastPrinter: '<img src=x>',
        actions: ['print', 7, null],
        form: { code: 12, expenseMoney: { standard: '1e9' }, receiptState: 'LOST' },
        plan: 'none',
      }),
    );
    expect(bill).toMatchObject({
      code: '',
      amount: '',
      printState: 'noPrint',
      printCount: 0,
      lastPrintTime: null,
      lastPrinter: null,
      receiptState: null,
      paperNodes: [],
      actions: ['print'],
    });
  });

  it('gives up on a bill without a usable id', () => {
    expect(parsePrintBill({ id: '' })).toBeNull();
    expect(parsePrintBill('bill-1')).toBeNull();
    expect(parsePrintBill(null)).toBeNull();
  });
});
