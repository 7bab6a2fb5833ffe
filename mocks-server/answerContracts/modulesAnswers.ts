import { approvalBillSchema } from '@contracts/approval/approvalBill';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema, specificationSchema } from '@contracts/bills/specification';
import { record } from '@contracts/core/fields';
import { pageOf } from '@contracts/core/page';
import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { AnswerContracts } from './answerContract';
import { printListNotSent, SAMPLING_NOT_SENT } from './printNotSent';

/** The routes the micro-applications in `modules/` read. */
export const MODULES_ANSWERS: AnswerContracts = {
  'POST /api/v1/flow/flows/my/search': { schemas: [pageOf('items', billSummarySchema)] },
  // The bills module and the approval module read one bill with two contracts.
  'GET /api/v1/flow/flows/:id': {
    schemas: [billAnswerSchema, record({ value: approvalBillSchema }), printBillAnswerSchema],
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
  },
  'GET /api/form/v1/specificationVersions': {
    schemas: [pageOf('items', specificationSchema)],
    notSent: {
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
  },
  'GET /api/v1/form/feeTypes': { schemas: [pageOf('items', feeTypeSchema)] },
  // The approval module reads its tasks, the print module its paper steps.
  'POST /api/v1/flow/backlogs/search': {
    schemas: [pageOf('items', approvalTaskSchema), paperTasksPageSchema],
    notSent: printListNotSent('items[].flow'),
  },
  'POST /api/v1/print/flows/search': {
    schemas: [printBillsPageSchema],
    notSent: printListNotSent('items[]'),
  },
  'GET /api/v1/print/templates': { schemas: [printTemplatesAnswerSchema] },
  'GET /api/v1/flow/flows/:id/trips': { schemas: [tripsAnswerSchema] },
  'GET /api/v1/flow/flows/:id/dataLinks': { schemas: [dataLinksAnswerSchema] },
  'GET /api/v1/flow/flows/:id/supplierProgress': { schemas: [supplierProgressAnswerSchema] },
  'POST /api/v1/invoice/checks': { schemas: [invoiceChecksAnswerSchema] },
  'GET /api/v1/invoice/wallet': { schemas: [walletAnswerSchema] },
  'POST /api/v1/invoice/wallet': { schemas: [walletKeptAnswerSchema] },
  'DELETE /api/v1/invoice/wallet/:id': { noJson: 'an empty 204; the app reads only the status' },
};
