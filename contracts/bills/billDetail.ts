import * as v from 'valibot';
import { PAY_TYPES } from '../billVocabulary';
import { count, fieldsRecord, id, oneOf, record, requiredId, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { attachmentSchema } from './attachment';
import {
  billSummaryEntries,
  billSummaryFormEntries,
  optionalMoney,
  summaryOf,
} from './billSummary';

const invoiceSchema = record({
  id: requiredId,
  invoiceType: text(),
  invoiceCode: text(),
  invoiceNumber: text(),
  amount: optionalMoney,
});

const settlementSchema = v.pipe(
  record({ name: text(), opportunity: text() }),
  v.transform((settlement) => (settlement.name ? settlement : null)),
);

/** Bill detail (docs/bills-and-workflow.md): one expense line; only the 'exist' invoice form carries invoices. */
const detailLineSchema = v.pipe(
  record({
    id: requiredId,
    feeTypeName: text(),
    settlement: settlementSchema,
    feeTypeForm: record({
      amount: optionalMoney,
      receivingAmount: optionalMoney,
      companyRealPay: optionalMoney,
      attachments: listOf('details.feeTypeForm.attachments', attachmentSchema),
      invoiceForm: record({
        type: text(),
        invoices: listOf('details.feeTypeForm.invoiceForm.invoices', invoiceSchema),
      }),
    }),
  }),
  v.transform(({ id: lineId, feeTypeName, settlement, feeTypeForm: form }) => ({
    id: lineId,
    feeTypeName,
    amount: form.amount,
    receivingAmount: form.receivingAmount,
    companyRealPay: form.companyRealPay,
    settlement,
    invoices: form.invoiceForm.type === 'exist' ? form.invoiceForm.invoices : null,
    attachments: form.attachments,
  })),
);

const action = v.pipe(v.string(), v.maxLength(40));

const detailRecord = record({
  ...billSummaryEntries,
  actions: listOf('actions', action),
  form: record({
    ...billSummaryFormEntries,
    description: text(),
    details: listOf('form.details', detailLineSchema),
    attachments: listOf('form.attachments', attachmentSchema),
    dataLinkCount: count,
    expenseLinks: listOf('form.expenseLinks', requiredId),
    specificationId: id,
    payType: oneOf(PAY_TYPES),
  }),
});

/**
 * Bill detail (docs/bills-and-workflow.md): the summary plus the form's lines, attachments and links, and the form
 * record as sent (untrusted) for the edit form. `fieldsRead` is the record the drift test walks.
 */
export const billDetailSchema = Object.assign(
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = v.safeParse(detailRecord, dataset.value);
      if (!read.success) return (addIssue({ message: 'no usable bill' }), NEVER);
      const { form, actions } = read.output;
      return {
        ...summaryOf(read.output),
        description: form.description,
        details: form.details,
        attachments: form.attachments,
        dataLinkCount: form.dataLinkCount,
        expenseLinks: form.expenseLinks,
        specificationId: form.specificationId ?? '',
        payType: form.payType,
        actions,
        form: v.parse(record({ form: fieldsRecord }), dataset.value).form,
      };
    }),
  ),
  { fieldsRead: detailRecord },
);
export type BillDetailWire = v.InferOutput<typeof billDetailSchema>;

/** The bill answer: `{value}`, the bill. */
export const billAnswerSchema = record({ value: billDetailSchema });
