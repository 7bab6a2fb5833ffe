import * as v from 'valibot';
import { approvalBillAnswerSchema } from '@contracts/approval/approvalBill';
import { bulkAgreeAnswerSchema } from '@contracts/approval/bulkAgree';
import { billLinesAnswerSchema, requisitionsAnswerSchema } from '@contracts/bills/requisition';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema } from '@contracts/bills/feeType';
import { specificationSchema } from '@contracts/bills/specification';
import { specificationFieldsSchema } from '@contracts/bills/specificationFields';
import { record } from '@contracts/core/fields';
import { listCountSchema, pageOf } from '@contracts/core/page';
import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import { REF_ANSWERS } from '@contracts/references/refRecord';
import { resourcesAnswerSchema } from '@contracts/resources/resource';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import {
  asksForPaperSteps,
  asksSomeFields,
  asksWholeEntries,
  type AnswerContracts,
} from './answerContract';
import {
  feeTypeFieldsNotSent,
  INVOICE_FILE_NOT_SENT,
  lineFieldsNotSent,
} from './lineFieldsNotSent';
import { ENGLISH_NAME_OPTIONAL } from './lookupNotSent';
import { printListNotSent, SAMPLING_NOT_SENT } from './printNotSent';

/**
 * The bills module's read of each specification's field descriptors (parseFieldDescriptors): a
 * field it would leave out (no usable name, a duplicate) fails the answer here, since the reader
 * reports it to the console instead of failing.
 */
export const SPECIFICATION_FIELDS_PAGE = pageOf(
  'items',
  record({
    fields: v.pipe(
      v.unknown(),
      specificationFieldsSchema,
      v.check(
        ({ problems }) => problems.length === 0,
        (issue) => `the bills module drops fields: ${issue.input.problems.join('; ')}`,
      ),
    ),
  }),
);

/**
 * The bills, approval and print modules' routes: lists, a bill and its writes, what a bill
 * lists beside it (trips, links, progress, resources), invoices.
 */
export const MODULES_BILL_ANSWERS: AnswerContracts = {
  // The bills list, and the fee import's requisitions.
  'POST /api/v1/flow/flows/my/search': {
    schemas: [pageOf('items', billSummarySchema), requisitionsAnswerSchema],
  },
  // The bills, approval and print modules read one bill each their way; the fee import its lines.
  'GET /api/v1/flow/flows/:id': {
    schemas: [
      billAnswerSchema,
      approvalBillAnswerSchema,
      printBillAnswerSchema,
      billLinesAnswerSchema,
    ],
    notSent: {
      'value.sampling': SAMPLING_NOT_SENT,
      'value.form.details[].feeTypeForm.invoiceForm.invoices[].file': INVOICE_FILE_NOT_SENT,
    },
  },
  // The bills' and admin's readers, and the ref pickers (REF_ANSWERS) for every lookup path.
  'GET /api/form/v1/specificationVersions': {
    schemas: [pageOf('items', specificationSchema), SPECIFICATION_FIELDS_PAGE, REF_ANSWERS.named],
    notSent: {
      ...lineFieldsNotSent('items[].fields[].fields[]'),
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
  },
  'GET /api/v1/form/feeTypes': {
    schemas: [pageOf('items', feeTypeSchema), REF_ANSWERS.named],
    notSent: {
      'items[].enName': ENGLISH_NAME_OPTIONAL,
      ...feeTypeFieldsNotSent('items[].specification.fields[]'),
    },
  },
  // The approval module reads its tasks, the print module its paper steps.
  // The home counts a to-do with one field of one task; the lists read whole tasks.
  'POST /api/v1/flow/backlogs/search': {
    schemas: [
      { schema: pageOf('items', approvalTaskSchema), when: asksWholeEntries },
      { schema: paperTasksPageSchema, when: asksForPaperSteps },
      { schema: listCountSchema, when: asksSomeFields },
    ],
    notSent: printListNotSent('items[].flow'),
  },
  'POST /api/v1/print/flows/search': {
    schemas: [printBillsPageSchema],
    notSent: printListNotSent('items[]'),
  },
  'GET /api/v1/print/templates': { schemas: [printTemplatesAnswerSchema] },
  'GET /api/v1/flow/flows/:id/trips': { schemas: [tripsAnswerSchema] },
  'GET /api/v1/flow/flows/:id/resources': { schemas: [resourcesAnswerSchema] },
  'GET /api/v1/flow/flows/:id/dataLinks': { schemas: [dataLinksAnswerSchema] },
  'GET /api/v1/flow/flows/:id/supplierProgress': { schemas: [supplierProgressAnswerSchema] },
  'POST /api/v1/invoice/checks': { schemas: [invoiceChecksAnswerSchema] },
  'GET /api/v1/invoice/wallet': { schemas: [walletAnswerSchema] },
  'POST /api/v1/invoice/wallet': { schemas: [walletKeptAnswerSchema] },
  'DELETE /api/v1/invoice/wallet/:id': { noJson: 'an empty 204; the app reads only the status' },
  // A bill's writes answer the bill: the bills module reads drafts, the approval and print
  // modules their verbs (approve, pay, print, send, receive…).
  'POST /api/v1/flow/flows': { schemas: [billAnswerSchema] },
  'PUT /api/v1/flow/flows/:id': { schemas: [billAnswerSchema] },
  'POST /api/v1/flow/flows/:id/copy': { schemas: [billAnswerSchema] },
  'POST /api/v1/flow/flows/:id/:verb': {
    schemas: [billAnswerSchema, approvalBillAnswerSchema, printBillAnswerSchema],
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
  },
  'DELETE /api/v1/flow/flows/:id': { noJson: 'the draft is gone: the app reads only the status' },
  'POST /api/v1/flow/flows/approve/batch': { schemas: [bulkAgreeAnswerSchema] },
};
