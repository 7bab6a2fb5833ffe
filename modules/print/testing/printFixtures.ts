import { parsePrintSheet } from '../models/parsePrintSheet';
import type { PrintBill } from '../types';

export const ME = 'corp:me';
export const RECEIVER = 'corp:receiver';

/** A bill as the server sends it (mocks-server/bills), paid and never printed; override freely. */
export function wireBill(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'bill-1',
    state: 'paid',
    printState: 'noPrint',
    printCount: 0,
    lastPrintTime: null,
    lastPrinter: null,
    form: {
      code: 'B2600016',
      title: '差旅报销',
      submitterId: { id: ME, name: '李雷' },
      expenseMoney: { standard: '1280.50', standardSymbol: '¥', standardScale: 2 },
      receiptState: null,
    },
    plan: { nodes: [{ id: 'n1', type: 'normal', name: '主管审批', signer: 'corp:boss' }] },
    actions: ['print', 'remind'],
    ...overrides,
  };
}

/** The same bill as the module reads it. */
export function printBill(overrides: Partial<PrintBill> = {}): PrintBill {
  return {
    id: 'bill-1',
    code: 'B2600016',
    title: '差旅报销',
    state: 'paid',
    submitter: { id: ME, name: '李雷' },
    amount: '1280.50',
    currencySymbol: '¥',
    printState: 'noPrint',
    printCount: 0,
    lastPrintTime: null,
    lastPrinter: null,
    printHistory: [],
    receiptState: null,
    paperNodes: [],
    sampling: null,
    actions: ['print', 'remind'],
    sheet: parsePrintSheet(wireBill()),
    ...overrides,
  };
}

/** A bill waiting at the receiving node for RECEIVER. */
export function receivingBill(overrides: Partial<PrintBill> = {}): PrintBill {
  return printBill({
    state: 'receiving',
    receiptState: 'NOT_RECEIVED',
    paperNodes: [
      {
        id: 'n2',
        type: 'send',
        name: '单据寄送',
        signerId: ME,
        state: 'PROCESSED',
        description: '',
      },
      {
        id: 'n3',
        type: 'receive',
        name: '财务收单',
        signerId: RECEIVER,
        state: 'RECEIVING',
        description: '',
      },
    ],
    actions: ['print', 'receive', 'receiveExcep'],
    ...overrides,
  });
}
