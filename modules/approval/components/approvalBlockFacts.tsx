import type { BillBlockFacts } from '@shell/billBlocks';
import type { ApprovalBill } from '../types';
import { AmountText } from './AmountText';

/** What the additional-message blocks show of the bill an approver decides on. */
export function approvalBlockFacts(bill: ApprovalBill): BillBlockFacts {
  const invoices = bill.lines.flatMap((line) => line.invoices);
  return {
    amount: <AmountText money={bill.expenseMoney} />,
    title: bill.title,
    invoiceKeys: invoices.map((invoice) =>
      [invoice.invoiceCode, invoice.invoiceNumber].filter(Boolean).join('-'),
    ),
    lineCount: bill.lines.length,
    linesWithoutInvoice: bill.lines.filter((line) => line.invoices.length === 0).length,
    remark: bill.description,
  };
}
