import type { BillBlockFacts } from '@shell/billBlocks';
import type { BillDetail } from '../types';
import { MoneyText } from './MoneyText';

/** What the additional-message blocks show of a bill detail. */
export function billBlockFacts(bill: BillDetail): BillBlockFacts {
  const invoices = bill.details.flatMap((line) => line.invoices ?? []);
  return {
    amount: <MoneyText money={bill.expenseMoney} />,
    title: bill.title,
    invoiceKeys: invoices.map((invoice) =>
      [invoice.invoiceCode, invoice.invoiceNumber].filter(Boolean).join('-'),
    ),
    lineCount: bill.details.length,
    linesWithoutInvoice: bill.details.filter((line) => !line.invoices?.length).length,
    remark: bill.description,
  };
}
