import { parseFeeType, type FeeTypeInfo } from '../feeTypeCatalog';
import type { CurrencyOffer } from '../foreignAmount';
import { lineBaseFields } from '../lineFields';

const field = (name: string, label: string, type: string, extra: object = {}) => ({
  name,
  label,
  type,
  dataType: { type },
  required: false,
  ...extra,
});

/** The `details` field of an expense specification as the lab serves it. */
export const detailsField = {
  ...field('details', '费用明细', 'complex', { dataType: { type: 'list' }, required: true }),
  fields: [
    field('feeTypeId', '费用类型', 'ref', { dataType: { type: 'ref', entity: 'flow.FeeType' } }),
    field('amount', '金额', 'money', { required: true, min: 0.01 }),
    field('feeDate', '消费日期', 'date', { required: true }),
    field('consumptionReasons', '消费事由', 'text'),
    field('attachments', '附件', 'attachment'),
    field('feeTypeForm', '费用信息', 'dynamic'),
  ],
};

export const baseFields = lineBaseFields([field('title', '标题', 'text'), detailsField]);

const leaf = (key: string, name: string, specification: unknown) => ({
  id: `corp:feeType:${key}`,
  name,
  fullName: name,
  parentId: 'corp:feeType:root',
  children: [],
  active: true,
  specification,
});

/** Office supplies (item, quantity), meals (attendees), and a fee type whose spec is broken. */
export const rawFeeTypes = [
  {
    id: 'corp:feeType:root',
    name: '日常',
    children: ['corp:feeType:office', 'corp:feeType:meal', 'corp:feeType:broken'],
  },
  leaf('office', '办公用品', {
    fields: [
      field('item', '物品名称', 'text', { required: true }),
      field('quantity', '数量', 'number', { required: true }),
    ],
    allowForeign: false,
  }),
  leaf('meal', '餐费', {
    fields: [
      field('attendees', '用餐人员', 'ref', {
        required: true,
        dataType: { type: 'list', entity: 'organization.Staff' },
      }),
    ],
    perPersonLimit: '200.00',
  }),
  leaf('broken', '坏类型', { fields: 'not a list' }),
];

export const feeTypes: ReadonlyMap<string, FeeTypeInfo> = new Map(
  rawFeeTypes.flatMap((raw) => {
    const parsed = parseFeeType(raw);
    return parsed ? [[parsed.id, parsed] as const] : [];
  }),
);

/** A line of the bill's answer. */
export function wireLine(id: string, key: string, amount: string, own: object = {}) {
  return {
    id,
    feeTypeId: `corp:feeType:${key}`,
    feeTypeName: key,
    feeTypeForm: {
      amount: { standard: amount, standardScale: 2, standardStrCode: 'CNY' },
      feeDate: Date.UTC(2026, 10, 2),
      consumptionReasons: '',
      attachments: [],
      invoiceForm: { type: 'noExist', invoices: [] },
      ...own,
    },
  };
}

/** The lab's dollar offer, at its system rate. */
export const USD: CurrencyOffer = {
  strCode: 'USD',
  numCode: '840',
  symbol: '$',
  unit: '美元',
  scale: 2,
  sysRate: '7.2540',
};

/** Yen has no minor unit (scale 0): the case that catches code assuming two decimals. */
export const JPY: CurrencyOffer = {
  strCode: 'JPY',
  numCode: '392',
  symbol: '¥',
  unit: '日元',
  scale: 0,
  sysRate: '0.0483',
};
