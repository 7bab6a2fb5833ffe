import * as v from 'valibot';
import { checkedText } from '../core/checkedText';
import { record, text } from '../core/fields';
import { listOf } from '../core/listOf';

const walletEntrySchema = v.pipe(
  record({
    id: v.pipe(checkedText(), v.nonEmpty('empty')),
    invoiceNumber: v.pipe(checkedText(), v.regex(/^\d{8,20}$/, 'not 8 to 20 digits')),
    amount: v.pipe(checkedText(), v.regex(/^\d{1,13}\.\d{2}$/, 'not an amount with two decimals')),
    issueDate: text(),
  }),
  v.transform(({ id, invoiceNumber, amount, issueDate }) => ({
    id,
    number: invoiceNumber,
    amount,
    issueDate: issueDate.slice(0, 10),
  })),
);

/**
 * `GET /v1/invoice/wallet` as the home's glance reads it: each invoice's id, number, amount and
 * issue date. An entry with an odd number or amount is dropped with a warning; an answer that is
 * not a list reads as an empty wallet.
 */
export const walletGlanceSchema = record({ items: listOf('items', walletEntrySchema) });
