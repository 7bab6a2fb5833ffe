import type { Money } from '@shell/money';
import { billDetailSchema } from '@contracts/bills/billDetail';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { parseOrNull } from '@contracts/core/parse';
import type { BillDetail, BillSummary } from '../types';

export const ME = 'corp:me';
export const BOSS = 'corp:boss';

export function cny(standard: string): Money {
  return {
    standard,
    standardScale: 2,
    standardUnit: '元',
    standardSymbol: '¥',
    standardNumCode: '156',
    standardStrCode: 'CNY',
  };
}

type Raw = Record<string, unknown>;

/** A bill as the lab's list answers it (mocks-server/data/billTypes.ts), trimmed to what lists read. */
export function rawBill(overrides: Raw = {}, form: Raw = {}): Raw {
  return {
    id: 'bill-1',
    state: 'approving',
    formType: 'expense',
    appId: null,
    updateTime: Date.UTC(2026, 10, 20, 8, 30),
    form: {
      code: 'B2600001',
      title: '差旅报销',
      submitterId: { id: ME, name: '李雷' },
      expenseMoney: cny('1234.50'),
      payMoney: cny('1234.50'),
      ...form,
    },
    plan: {
      currentNodeId: 'N1',
      nodes: [{ id: 'N1', name: '财务审批', type: 'normal', signer: BOSS, state: 'APPROVING' }],
    },
    ...overrides,
  };
}

export function billSummary(overrides: Raw = {}, form: Raw = {}): BillSummary {
  const bill = parseOrNull(billSummarySchema, rawBill(overrides, form));
  if (!bill) throw new Error('fixture did not parse');
  return bill;
}

/** A detail answer's `value` with one expense line, an invoice and attachments. */
export function rawBillDetail(form: Raw = {}): Raw {
  return rawBill(
    { state: 'paying', plan: { currentNodeId: null, nodes: [] } },
    {
      description: '十一月出差',
      dataLinkCount: 2,
      expenseLinks: ['req-1'],
      attachments: [
        {
          fileId: { key: 'a', url: '/__lab/files/a', thumbUrl: '', id: 'a' },
          fileName: '行程单.pdf',
        },
      ],
      details: [
        {
          id: 'line-1',
          feeTypeName: '交通',
          feeTypeForm: {
            amount: cny('1234.5'),
            receivingAmount: cny('1000'),
            companyRealPay: cny('234.5'),
            invoiceForm: {
              type: 'exist',
              invoices: [
                {
                  id: 'inv-1',
                  invoiceType: 'TAXI',
                  invoiceCode: '0441',
                  invoiceNumber: '8812',
                  amount: cny('1234.5'),
                },
              ],
            },
            attachments: [],
          },
          settlement: { name: '商城结算', opportunity: '随单支付' },
        },
      ],
      ...form,
    },
  );
}

export function billDetail(form: Raw = {}): BillDetail {
  const bill = parseOrNull(billDetailSchema, rawBillDetail(form));
  if (!bill) throw new Error('fixture did not parse');
  return bill;
}
