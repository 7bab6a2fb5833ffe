import type { Bill } from '../data/billTypes';
import type { PolicyCheckEntry } from '../bills/expenseStandard';
import { checkInvoice, type CheckContext } from './checkInvoice';
import { invoicesOfBill } from './lineInvoices';

/**
 * What submit refuses for the bill's invoices: each blocking problem as a policy-check entry on
 * its line (warnings were shown before submit and let it through). The same invoice twice on one
 * bill is a duplicate too.
 */
export function invoicePolicyEntries(context: CheckContext, bill: Bill): PolicyCheckEntry[] {
  const seen = new Set<string>();
  return invoicesOfBill(bill).flatMap(({ detailId, invoice }) => {
    const key = `${invoice.invoiceType}/${invoice.invoiceCode}/${invoice.invoiceNumber}`;
    const twice = seen.has(key);
    seen.add(key);
    const problems = checkInvoice(context, invoice).problems.filter((p) => p.level === 'block');
    const messages = problems.map((problem) => problem.message);
    if (twice && context.policy.levels.duplicate === 'block')
      messages.push('同一张发票在本单据中出现两次');
    return messages.map((message): PolicyCheckEntry => ({
      type: 'policyCheck',
      allowSubmit: false,
      message: `${message}（发票号码 ${invoice.invoiceNumber}）`,
      field: 'invoiceForm',
      amount: invoice.amount,
      standard: '',
      detailId,
    }));
  });
}
