import * as v from 'valibot';
import { BILL_STATES, PAY_TYPES, PAYMENT_CHANNELS } from '../billVocabulary';
import { optionalMoney } from '../bills/billSummary';
import { id, isPlainObject, oneOf, record, requiredId, text, time } from '../core/fields';
import { listOf } from '../core/listOf';
import { evidenceFileSchema, evidenceLineSchema } from './evidence';
import { flowNodeSchema } from './flowNode';

const PAYMENT_STATES = ['PENDING', 'SUCCESS', 'FAILURE'] as const;

/** docs/approval-payment-print.md payment record: usable with an id, a known channel and a known state. */
export const paymentRecordSchema = record({
  id: requiredId,
  channel: v.picklist(PAYMENT_CHANNELS),
  state: v.picklist(PAYMENT_STATES),
  amount: optionalMoney,
  failureReason: text(),
  createTime: time,
});

const flowLogSchema = record({
  action: requiredId,
  operatorId: id,
  time,
  nodeId: id,
  comment: text(),
});

/** The bill's payee; null unless it names someone (a nameless payee cannot be paid). */
const payeeSchema = v.pipe(
  record({
    name: text(),
    type: text(100),
    bank: text(100),
    branch: text(100),
    cardNo: text(100),
  }),
  v.transform((payee) => {
    const name = payee.name.trim();
    return name ? { ...payee, name } : null;
  }),
);

/** The submitter is an id, or the staff record when the detail was asked with dims. */
const submitterSchema = v.pipe(
  v.unknown(),
  v.transform((value) => {
    const expanded = isPlainObject(value) && Object.keys(value).length > 0;
    const read = v.parse(record({ id, name: text() }), expanded ? value : { id: value });
    return { id: read.id, name: expanded ? read.name : '' };
  }),
);

/**
 * A bill as the approval screens read it (Bill detail (docs/approval-payment-print.md) with plan, payments and logs),
 * its lines and files as the approver's evidence (evidence.ts).
 */
export const approvalBillSchema = v.pipe(
  record({
    id: requiredId,
    state: v.picklist(BILL_STATES),
    payee: payeeSchema,
    form: record({
      details: listOf('form.details', evidenceLineSchema),
      attachments: listOf('form.attachments', evidenceFileSchema),
      description: text(),
      specificationId: id,
      code: text(),
      title: text(),
      submitterId: v.optional(submitterSchema, null),
      expenseMoney: optionalMoney,
      payMoney: optionalMoney,
      payType: oneOf(PAY_TYPES),
      expenseStatus: id,
    }),
    plan: record({
      nodes: listOf('plan.nodes', flowNodeSchema),
      currentNodeId: id,
      nonMatchedDefines: oneOf(['SKIP', 'FORBID'] as const),
    }),
    payments: listOf('payments', paymentRecordSchema),
    logs: listOf('logs', flowLogSchema),
    actions: listOf('actions', v.string()),
  }),
);
export type ApprovalBillWire = v.InferOutput<typeof approvalBillSchema>;

/** A bill answer (the detail and every approval verb): `{value}`. */
export const approvalBillAnswerSchema = record({ value: approvalBillSchema });
