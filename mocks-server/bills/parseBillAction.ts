import { PAYMENT_CHANNELS, PAYMENT_SIMULATIONS } from '@contracts/billVocabulary';
import type { PaymentChannel } from '@contracts/billVocabulary';
import type { BillAction } from './BillAction';
import { BillActionError } from './BillActionError';

const MAX_TEXT = 500;
const APPROVE_ACTIONS = ['agree', 'reject', 'review', 'nullify'] as const;

/** The verbs after /v1/flow/flows/:id/, each turned into a workflow step from an untrusted body. */
export const BILL_VERBS = [
  'submit',
  'retract',
  'approve',
  'express',
  'receive',
  'pay',
  'paymentResult',
  'archive',
  'remindPrint',
  'print',
] as const;
export type BillVerb = (typeof BILL_VERBS)[number];

export function isBillVerb(verb: string): verb is BillVerb {
  return (BILL_VERBS as readonly string[]).includes(verb);
}

export function parseBillAction(verb: BillVerb, rawBody: unknown): BillAction {
  const body: Record<string, unknown> =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Record<string, unknown>)
      : {};
  switch (verb) {
    case 'submit':
    case 'retract':
    case 'archive':
      return { name: verb };
    case 'remindPrint':
      return { name: 'remind' };
    case 'approve': {
      const name = APPROVE_ACTIONS.find((action) => action === body.action);
      if (!name) throw bad(`action must be one of ${APPROVE_ACTIONS.join(', ')}`);
      const comment = text(body.comment, 'comment') ?? '';
      if (name !== 'reject') return { name, comment };
      return { name, comment, rejectTo: text(body.rejectTo, 'rejectTo') || null };
    }
    case 'express': {
      if (body.skip === true) return { name: 'jumpExpress' };
      const expressNo = text(body.expressNo, 'expressNo');
      if (!expressNo) throw bad('expressNo is required unless skip is true');
      return { name: 'addExpress', expressNo };
    }
    case 'receive': {
      const reason = text(body.exception, 'exception');
      return reason ? { name: 'receiveExcep', reason } : { name: 'receive' };
    }
    case 'pay': {
      const channel = PAYMENT_CHANNELS.find((each) => each === body.channel);
      if (!channel) throw bad(`channel must be one of ${PAYMENT_CHANNELS.join(', ')}`);
      const { attempt } = body;
      if (attempt !== undefined && !(Number.isSafeInteger(attempt) && Number(attempt) > 0)) {
        throw bad('attempt must be a positive whole number');
      }
      const pay = { name: 'pay', channel: channel as PaymentChannel } as const;
      const numbered = attempt === undefined ? pay : { ...pay, attempt: Number(attempt) };
      if (body.simulate === undefined) return numbered;
      const simulate = PAYMENT_SIMULATIONS.find((each) => each === body.simulate);
      if (!simulate || channel !== 'CHANPAY') {
        throw bad(`simulate is for CHANPAY only, one of ${PAYMENT_SIMULATIONS.join(', ')}`);
      }
      return { ...numbered, simulate };
    }
    case 'paymentResult': {
      if (body.result !== 'SUCCESS' && body.result !== 'FAILURE') {
        throw bad('result must be SUCCESS or FAILURE');
      }
      return {
        name: 'payResult',
        success: body.result === 'SUCCESS',
        reason: text(body.reason, 'reason') ?? '',
      };
    }
    case 'print': {
      if (body.isPrintInvoice !== undefined && typeof body.isPrintInvoice !== 'boolean') {
        throw bad('isPrintInvoice must be a boolean');
      }
      const printTemplateId = text(body.printTemplateId, 'printTemplateId') || 'default';
      return { name: 'print', printTemplateId, isPrintInvoice: body.isPrintInvoice === true };
    }
  }
}

/** An optional short string, trimmed; anything else is a 400. */
function text(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    throw bad(`${name} must be a string of at most ${MAX_TEXT} characters`);
  }
  return value.trim();
}

function bad(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-request', message);
}
