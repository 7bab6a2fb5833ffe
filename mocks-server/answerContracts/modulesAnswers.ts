import { approvalBillSchema } from '@contracts/approval/approvalBill';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema, specificationSchema } from '@contracts/bills/specification';
import { record } from '@contracts/core/fields';
import { listCountSchema, pageOf } from '@contracts/core/page';
import type { AnswerContracts } from './answerContract';

/** A list request that asks for some fields only (ListQueryBody's `select`). */
const selects = (body: unknown) =>
  typeof body === 'object' && body !== null && 'select' in body && Boolean(body.select);

/** The routes the micro-applications in `modules/` read. */
export const MODULES_ANSWERS: AnswerContracts = {
  'POST /api/v1/flow/flows/my/search': { schemas: [pageOf('items', billSummarySchema)] },
  // The bills module and the approval module read one bill with two contracts.
  'GET /api/v1/flow/flows/:id': {
    schemas: [billAnswerSchema, record({ value: approvalBillSchema })],
  },
  'GET /api/form/v1/specificationVersions': {
    schemas: [pageOf('items', specificationSchema)],
    notSent: {
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
  },
  'GET /api/v1/form/feeTypes': { schemas: [pageOf('items', feeTypeSchema)] },
  // The home counts a to-do with one field of one task; the lists read whole tasks.
  'POST /api/v1/flow/backlogs/search': {
    schemas: [
      { schema: pageOf('items', approvalTaskSchema), when: ({ body }) => !selects(body) },
      { schema: listCountSchema, when: ({ body }) => selects(body) },
    ],
  },
};
