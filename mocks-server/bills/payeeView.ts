import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import type { PayeeInfo } from '../specifications/referenceTypes';

/** What a payment screen shows of who is paid (docs/approval-payment-print.md bank-account selection fields). */
export interface PayeeView {
  id: string;
  name: string;
  type: PayeeInfo['type'];
  bank: string;
  branch: string;
  /** Only the last four digits stay readable: the screen confirms, it never copies. */
  cardNo: string;
}

/** `6222…1234` → `**** **** **** 1234`; an address-like account keeps its first letter and host. */
export function maskCardNo(cardNo: string): string {
  const at = cardNo.indexOf('@');
  if (at > 0) return `${cardNo[0]}***${cardNo.slice(at)}`;
  return `**** **** **** ${cardNo.slice(-4)}`;
}

/**
 * Who the bill pays _(lab choice)_: its `payeeId`, else the submitter's own card on a personal
 * or mixed bill, else the tenant's first active supplier on a corporate one. Null when none is
 * known: the app refuses to pay then.
 */
export function payeeOf(bill: Bill, state: MockState): PayeeView | null {
  const payees = state.referenceData.payees.filter(
    (payee) => payee.corporationId === bill.corporationId,
  );
  const named = (bill.form as unknown as Record<string, unknown>).payeeId;
  const payee =
    payees.find((each) => each.id === named) ??
    (bill.form.payType === 'CORPORATION'
      ? payees.find((each) => each.type === 'PUBLIC' && each.active)
      : payees.find((each) => each.ownerId === bill.form.submitterId));
  if (!payee) return null;
  const { id, name, type, bank, branch, cardNo } = payee;
  return { id, name, type, bank, branch, cardNo: maskCardNo(cardNo) };
}
