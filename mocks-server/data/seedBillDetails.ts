import type { Faker } from '@faker-js/faker';
import { labId } from './createSeededFaker';
import type { Attachment, BillDetail } from './billTypes';
import { cnyAmount, foreignAmount, seedInvoice } from './seedBillAmounts';
import type { BillFormType, PayType } from '@contracts/billVocabulary';

const EXPENSE_FEE_TYPES = [
  ['travel', '差旅费'],
  ['taxi', '交通费'],
  ['hotel', '住宿费'],
  ['meal', '餐费'],
  ['office', '办公用品'],
  ['phone', '通讯费'],
  ['entertain', '业务招待费'],
  ['training', '培训费'],
] as const;

const SINGLE_FEE_TYPE: Partial<Record<BillFormType, readonly [string, string]>> = {
  loan: ['loan', '借款'],
  requisition: ['travel', '差旅费'],
  payment: ['purchase', '采购款'],
  corpPayment: ['service', '服务费'],
};

const FILE_NAMES = [
  '发票.pdf',
  '行程单.jpg',
  '酒店水单.png',
  '支付截图.jpg',
  '合同扫描件.pdf',
  '会议照片.jpeg',
];
const REASONS = ['拜访客户', '项目实施', '年度会议', '部门团建', '日常办公', '市场推广'];
const SETTLEMENTS = [
  { name: '商城结算', opportunity: '随单支付' },
  { name: '月结', opportunity: '事后统一结算' },
];

export interface DetailOptions {
  corporationId: string;
  formType: BillFormType;
  payType: PayType;
  pays: boolean;
  createTime: number;
  /** [min, max] of a line's standard amount, in fen. */
  range: readonly [number, number];
}

/** One to three expense lines (one for single-purpose bill types), with invoices and files. */
export function seedBillDetails(faker: Faker, options: DetailOptions): BillDetail[] {
  const single = SINGLE_FEE_TYPE[options.formType];
  const count =
    single || !isExpenseLike(options.formType) ? 1 : faker.number.int({ min: 1, max: 3 });
  return Array.from({ length: count }, () => {
    const [feeKey, feeTypeName] = single ?? faker.helpers.arrayElement(EXPENSE_FEE_TYPES);
    const foreign = options.formType !== 'loan' && faker.datatype.boolean(0.2);
    const amount = foreign ? foreignAmount(faker, options.range) : cnyAmount(faker, options.range);
    const detail: BillDetail = {
      id: labId(faker, 12),
      feeTypeId: `${options.corporationId}:feeType:${feeKey}`,
      feeTypeName,
      feeTypeForm: {
        amount,
        feeDate: options.createTime - faker.number.int({ min: 1, max: 20 }) * 86_400_000,
        consumptionReasons: faker.helpers.arrayElement(REASONS),
        invoiceForm: { type: 'noExist', invoices: [] },
        attachments: seedAttachments(faker, options.createTime, { min: 0, max: 2 }),
      },
    };
    if (!foreign && isExpenseLike(options.formType) && faker.datatype.boolean(0.7)) {
      detail.feeTypeForm.invoiceForm = {
        type: 'exist',
        invoices: [seedInvoice(faker, amount, options.createTime)],
      };
    }
    if (options.pays && options.payType !== 'CORPORATION')
      detail.feeTypeForm.receivingAmount = amount;
    if (options.pays && options.payType !== 'PERSONAL') detail.feeTypeForm.companyRealPay = amount;
    if (feeKey !== 'loan' && faker.datatype.boolean(0.2)) {
      detail.settlement = faker.helpers.arrayElement(SETTLEMENTS);
    }
    return detail;
  });
}

export function seedAttachments(
  faker: Faker,
  time: number,
  count: { min: number; max: number },
): Attachment[] {
  return faker.helpers.multiple(
    () => {
      const id = labId(faker, 16);
      const fileName = faker.helpers.arrayElement(FILE_NAMES);
      const dot = fileName.lastIndexOf('.');
      // The upload key the spec describes: name without extension, timestamp, 1-1000, extension.
      const key = `${fileName.slice(0, dot)}${time}${faker.number.int({ min: 1, max: 1000 })}${fileName.slice(dot)}`;
      const url = `/__lab/files/${id}`;
      return { fileId: { key, url, thumbUrl: `${url}?thumb=1`, id }, fileName };
    },
    { count },
  );
}

export function isExpenseLike(formType: BillFormType): boolean {
  return formType === 'expense' || formType === 'reimbursement' || formType === 'amortizeExpense';
}
