import type { Bill } from './billTypes';

/**
 * A new bill's print, payment and log records: nothing printed, paid or logged yet. A function,
 * not a constant, so no two bills ever share one payments or logs array.
 */
export function unprintedBillRecords(): Pick<
  Bill,
  'printState' | 'printCount' | 'lastPrintTime' | 'lastPrinter' | 'payments' | 'logs'
> {
  return {
    printState: 'noPrint',
    printCount: 0,
    lastPrintTime: null,
    lastPrinter: null,
    payments: [],
    logs: [],
  };
}
