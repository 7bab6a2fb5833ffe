import { formatMinor, parseMinor, standardMinorOf, sumStandard } from '../data/billMoney';
import type { BillDetail, BillFormData, Money } from '../data/billTypes';
import type { BillFormType } from '@contracts/billVocabulary';
import { BillActionError } from './BillActionError';
import { PAYING_FORM_TYPES } from '@contracts/billVocabulary';

/** The code of a total the client worked out differently from the lines. */
export const TOTAL_MISMATCH = 'error:lab:total-mismatch';

/** `1234.5` → `1,234.50`, the way the message shows an amount. */
const shown = (minor: bigint) => formatMinor(minor, 2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The bill's totals from its lines _(lab choice: no loans are written off)_: the reimbursement
 * amount is the sum of the lines; a paying bill pays all of it. Each line says what reaches the
 * payee and what the company pays, after the pay type. A total the client sent must be the
 * same sum, else nothing is written and the 400 names both amounts.
 */
export function applyDetailLines(
  form: BillFormData,
  lines: BillDetail[],
  formType: BillFormType,
  claimed: Money | null | undefined,
): void {
  const total = sumStandard(lines.flatMap((line) => line.feeTypeForm.amount ?? []));
  const sent = claimed ? parseMinor(claimed.standard, 2) : undefined;
  if (sent !== undefined && sent !== standardMinorOf(total)) {
    throw new BillActionError(
      400,
      TOTAL_MISMATCH,
      `报销金额 ¥${shown(sent)} 与费用明细合计 ¥${shown(standardMinorOf(total))} 不一致`,
      { sent: formatMinor(sent, 2), lines: total.standard },
    );
  }
  const paying = PAYING_FORM_TYPES.includes(formType);
  form.details = lines.map((line) => {
    const rest = { ...line.feeTypeForm };
    delete rest.receivingAmount;
    delete rest.companyRealPay;
    const { amount } = rest;
    const pays = paying && amount !== null;
    return {
      ...line,
      feeTypeForm: {
        ...rest,
        ...(pays && form.payType !== 'CORPORATION' ? { receivingAmount: amount } : {}),
        ...(pays && form.payType !== 'PERSONAL' ? { companyRealPay: amount } : {}),
      },
    };
  });
  form.expenseMoney = total;
  form.payMoney = paying ? total : sumStandard([]);
}
