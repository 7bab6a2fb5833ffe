import type { Bill } from '../data/billTypes';
import type { ActionContext, BillAction } from './BillAction';
import { BillActionError } from './BillActionError';
import { agree, nullify, retract, submit } from './approvalSteps';
import { reject } from './rejectSteps';
import { express, receive, receiveException } from './paperSteps';
import { archive, pay, payResult } from './paymentSteps';
import { print, remind } from './printSteps';
import { SAMPLE_ACTIONS } from './BillAction';

/**
 * One workflow step on a copy of the bill: the original is untouched when the step is refused
 * (BillActionError), so the caller swaps the copy in only on success.
 */
export function applyBillAction(bill: Bill, action: BillAction, context: ActionContext): Bill {
  const next = structuredClone(bill);
  applyInPlace(next, action, context);
  return next;
}

/** The steps the actor may take on the bill now, by trying each on a copy. */
export function allowedActions(bill: Bill, context: ActionContext): BillAction['name'][] {
  return SAMPLE_ACTIONS.filter((action) => {
    try {
      applyBillAction(bill, action, context);
      return true;
    } catch (error) {
      if (error instanceof BillActionError) return false;
      throw error;
    }
  }).map((action) => action.name);
}

function applyInPlace(bill: Bill, action: BillAction, context: ActionContext): void {
  switch (action.name) {
    case 'submit':
      return submit(bill, context);
    case 'retract':
      return retract(bill, context);
    case 'agree':
    case 'review':
      return agree(bill, context, action.name, action.comment);
    case 'reject':
      return reject(bill, context, action.comment, action.rejectTo ?? null);
    case 'nullify':
      return nullify(bill, context, action.comment);
    case 'addExpress':
      return express(bill, context, action.expressNo);
    case 'jumpExpress':
      return express(bill, context, null);
    case 'receive':
      return receive(bill, context);
    case 'receiveExcep':
      return receiveException(bill, context, action.reason);
    case 'pay':
      return pay(bill, context, action);
    case 'payResult':
      return payResult(bill, context, action.success, action.reason);
    case 'archive':
      return archive(bill, context);
    case 'remind':
      return remind(bill, context);
    case 'print':
      return print(bill, context, action);
  }
}
