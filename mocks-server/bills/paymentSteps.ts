import type { PaymentRecord } from '../data/billFlowTypes';
import type { Bill } from '../data/billTypes';
import type { PaymentChannel, PaymentSimulation } from '@contracts/billVocabulary';
import type { ActionContext } from './BillAction';
import { BillActionError, illegalState, notAssignee } from './BillActionError';
import { addLog, advancePlan, currentNodeOf } from './advancePlan';

/** The reason the lab's bank gives when a simulated CHANPAY payment fails. */
export const SIMULATED_FAILURE_REASON = '收款账户信息有误，银行退回';

/**
 * paying or failure → the cashier pays. OFFLINE settles at once (→ paid, or the next node);
 * CHANPAY starts a payment: the bill is PROCESSING with a PENDING record until `payResult`, the
 * lab's stand-in for the bank's callback, unless the simulated bank answers at once.
 */
export function pay(
  bill: Bill,
  context: ActionContext,
  action: { channel: PaymentChannel; simulate?: PaymentSimulation; attempt?: number },
): void {
  const { channel, simulate = 'MANUAL', attempt } = action;
  // A PROCESSING bill says why it cannot be paid again, not just that the transition is illegal.
  if (pendingPaymentOf(bill)) {
    throw new BillActionError(
      409,
      'error:lab:bill-payment-in-flight',
      'A payment is still pending',
    );
  }
  if (bill.state !== 'paying' && bill.state !== 'failure') throw illegalState('pay', bill.state);
  const node = cashierNodeFor(bill, context, 'pay');
  const number = bill.payments.length + 1;
  // A retry names the record it will make, so a repeated or late request cannot pay twice.
  if (attempt !== undefined && attempt !== number) {
    throw new BillActionError(
      409,
      'error:lab:bill-payment-stale',
      `This would be payment ${number}, not ${attempt}`,
    );
  }
  const record: PaymentRecord = {
    id: `${bill.id}-P${number}`,
    channel,
    state: channel === 'OFFLINE' ? 'SUCCESS' : 'PENDING',
    amount: { ...bill.form.payMoney },
    channelTradeNo: `${channel}${new Date(context.now).getUTCFullYear()}${bill.form.code.slice(-6)}${number}`,
    payerId: context.actorId,
    createTime: context.now,
    finishTime: channel === 'OFFLINE' ? context.now : null,
    failureReason: null,
  };
  bill.payments.push(record);
  bill.state = record.state === 'PENDING' ? 'PROCESSING' : 'paying';
  if (record.state === 'SUCCESS') settle(bill, context.now);
  addLog(bill, 'pay', { ...context, nodeId: node.id, comment: record.channelTradeNo });
  if (simulate === 'SUCCESS' || simulate === 'FAILURE') {
    payResult(bill, context, simulate === 'SUCCESS', SIMULATED_FAILURE_REASON);
  }
}

/** The PROCESSING payment succeeds (→ paid, or the next node) or fails (→ failure, payable again). */
export function payResult(
  bill: Bill,
  context: ActionContext,
  success: boolean,
  reason: string,
): void {
  const record = pendingPaymentOf(bill);
  if (bill.state !== 'PROCESSING' || !record) throw illegalState('payResult', bill.state);
  const node = cashierNodeFor(bill, context, 'payResult');
  record.state = success ? 'SUCCESS' : 'FAILURE';
  record.finishTime = context.now;
  record.failureReason = success ? null : reason || '银行退回';
  if (success) settle(bill, context.now);
  else bill.state = 'failure';
  addLog(bill, success ? 'paid' : 'payFailed', { ...context, nodeId: node.id, comment: reason });
}

/** paid or PROCESS → archived: the submitter confirms the completed bill. */
export function archive(bill: Bill, context: ActionContext): void {
  if (bill.state !== 'paid' && bill.state !== 'PROCESS') throw illegalState('archive', bill.state);
  if (context.actorId !== bill.form.submitterId) throw notAssignee('archive');
  bill.state = 'archived';
  addLog(bill, 'archive', { ...context, nodeId: null });
}

export function pendingPaymentOf(bill: Bill): PaymentRecord | undefined {
  return bill.payments.find((payment) => payment.state === 'PENDING');
}

function cashierNodeFor(bill: Bill, context: ActionContext, action: string) {
  const node = currentNodeOf(bill);
  if (!node || node.type !== 'pay') throw illegalState(action, bill.state);
  if (node.signer !== context.actorId) throw notAssignee(action);
  return node;
}

function settle(bill: Bill, now: number): void {
  const node = currentNodeOf(bill);
  if (!node) return;
  Object.assign(node, { state: 'PROCESSED', action: 'freeflow.pay', operateTime: now });
  advancePlan(bill, bill.plan.nodes.indexOf(node), now);
}
