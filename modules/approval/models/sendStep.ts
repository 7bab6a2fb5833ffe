import type { ApprovalApi } from '../api';
import type { ApprovalBill } from '../types';
import type { ApprovalButton } from './buttonsFor';

/** What a step needs besides the button: the comment and, for a reject, the node to return to. */
export interface StepInput {
  comment: string;
  rejectTo?: string;
}

/** The call behind each button; `attempt` numbers a payment so a retry is never a repeat. */
export function sendStep(
  api: ApprovalApi,
  id: string,
  button: ApprovalButton,
  input: StepInput,
  attempt: number,
): Promise<ApprovalBill> {
  const { comment, rejectTo } = input;
  switch (button) {
    case 'agree':
    case 'review':
      return api.approve(id, { action: button, comment });
    case 'reject':
      return api.approve(
        id,
        rejectTo ? { action: 'reject', comment, rejectTo } : { action: 'reject', comment },
      );
    case 'payOffline':
    case 'payChanpay':
      return api.pay(id, button === 'payOffline' ? 'OFFLINE' : 'CHANPAY', attempt);
    case 'paySuccess':
      return api.paymentResult(id, true, comment);
    case 'payFailure':
      return api.paymentResult(id, false, comment);
    case 'archive':
      return api.archive(id);
  }
}
