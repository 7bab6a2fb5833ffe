import * as v from 'valibot';
import { isSafeFileUrl } from '../bills/attachment';
import { record, requiredId, text, time } from '../core/fields';
import { itemsOf } from '../core/page';
import { optionalInvoiceCheck } from './invoiceCheck';
import { invoiceFields } from './invoiceRecord';

/** The invoice's file: usable with an id and a safe address (a bad thumbnail falls back to it). */
const walletFileSchema = v.fallback(
  v.nullable(
    v.pipe(
      record({
        fileName: text(200),
        fileId: record({ id: requiredId, key: text(), url: text(), thumbUrl: text() }),
      }),
      v.check(({ fileId }) => isSafeFileUrl(fileId.url || '/'), 'fileId.url is not safe'),
      v.transform(({ fileName, fileId }) => ({
        fileName,
        fileId: {
          ...fileId,
          thumbUrl: isSafeFileUrl(fileId.thumbUrl) ? fileId.thumbUrl : fileId.url,
        },
      })),
    ),
  ),
  null,
);

/**
 * An invoice kept in the person's wallet (票夹): the invoice's own fields as a line records them
 * (`invoiceFields`), its file and its check.
 */
export const walletInvoiceSchema = record({
  id: requiredId,
  ...invoiceFields,
  file: walletFileSchema,
  createTime: time,
  check: optionalInvoiceCheck,
});

export type WalletInvoiceWire = v.InferOutput<typeof walletInvoiceSchema>;

/** `GET /v1/invoice/wallet`. */
export const walletAnswerSchema = itemsOf('items', walletInvoiceSchema);

/** `POST /v1/invoice/wallet`: the invoice as kept. */
export const walletKeptAnswerSchema = record({ value: walletInvoiceSchema });
