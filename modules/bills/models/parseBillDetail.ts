import { readMoney } from './readMoney';
import type { BillDetail, BillDetailLine, Invoice } from '../types';
import { parseAttachments } from './parseAttachment';
import { parseBillSummary } from './parseBillSummary';
import { PAY_TYPES } from '../types';
import { fieldsOf, readCount, readId, readIds, readList, readOneOf, readText } from './readFields';

function parseInvoice(raw: unknown): Invoice | null {
  const invoice = fieldsOf(raw);
  const id = readId(invoice, 'id');
  if (!id) return null;
  return {
    id,
    invoiceType: readText(invoice, 'invoiceType'),
    invoiceCode: readText(invoice, 'invoiceCode'),
    invoiceNumber: readText(invoice, 'invoiceNumber'),
    amount: readMoney(invoice.amount),
  };
}

function parseSettlement(raw: unknown): BillDetailLine['settlement'] {
  const settlement = fieldsOf(raw);
  const name = readText(settlement, 'name');
  return name ? { name, opportunity: readText(settlement, 'opportunity') } : null;
}

function parseLine(raw: unknown): BillDetailLine | null {
  const line = fieldsOf(raw);
  const id = readId(line, 'id');
  if (!id) return null;
  const form = fieldsOf(line.feeTypeForm);
  const invoiceForm = fieldsOf(form.invoiceForm);
  return {
    id,
    feeTypeName: readText(line, 'feeTypeName'),
    amount: readMoney(form.amount),
    receivingAmount: readMoney(form.receivingAmount),
    companyRealPay: readMoney(form.companyRealPay),
    settlement: parseSettlement(line.settlement),
    invoices:
      invoiceForm.type === 'exist'
        ? readList(invoiceForm, 'invoices').flatMap((entry) => parseInvoice(entry) ?? [])
        : null,
    attachments: parseAttachments(form, 'attachments'),
  };
}

/** The detail answer's `value`, or null when it is not a usable bill. */
export function parseBillDetail(raw: unknown): BillDetail | null {
  const summary = parseBillSummary(raw);
  if (!summary) return null;
  const form = fieldsOf(fieldsOf(raw).form);
  const actions = readList(fieldsOf(raw), 'actions').filter(
    (action): action is string => typeof action === 'string' && action.length <= 40,
  );
  return {
    ...summary,
    description: readText(form, 'description'),
    details: readList(form, 'details').flatMap((entry) => parseLine(entry) ?? []),
    attachments: parseAttachments(form, 'attachments'),
    dataLinkCount: readCount(form, 'dataLinkCount'),
    expenseLinks: readIds(form, 'expenseLinks'),
    specificationId: readId(form, 'specificationId') ?? '',
    payType: readOneOf(form, 'payType', PAY_TYPES),
    actions,
    form,
  };
}
