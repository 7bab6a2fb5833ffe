import type { Faker } from '@faker-js/faker';
import { labId } from './createSeededFaker';
import { standardMoney, sumStandard } from './billMoney';
import type { Bill } from './billTypes';
import type { BillFormType, PayType } from '@contracts/billVocabulary';
import { isExpenseLike, seedAttachments, seedBillDetails } from './seedBillDetails';
import { seedBillPlan } from './seedBillPlan';
import { seedLineFields } from './seedLineFields';
import type { PlanShape, TenantSigners } from './seedBillPlan';
import type { Staff } from './types';
import { unprintedBillRecords } from './unprintedBillRecords';

const TITLES: Readonly<Record<BillFormType, readonly string[]>> = {
  expense: ['上海出差差旅费报销', '客户拜访交通费', '季度团建费用', '市场活动物料费'],
  loan: ['出差备用金借款', '项目周转借款'],
  requisition: ['北京出差申请', '年度培训申请', '采购申请：笔记本电脑'],
  permit: ['用印授权', '合同签署授权'],
  custom: ['加班申请', '通用审批：资料借阅'],
  payment: ['供应商货款支付', '房租支付'],
  settlement: ['商城订单月结', '差旅平台月结'],
  reconciliation: ['十月差旅对账', '供应商对账单'],
  receipt: ['客户回款登记', '押金退回收款'],
  contractWrite: ['服务合同登记', '采购合同登记'],
  corpPayment: ['对公付款：云服务费', '对公付款：咨询费'],
  amortizeExpense: ['年度软件授权摊销', '房屋租金摊销'],
  reimbursement: ['发票录入：十月报账', '报账单：交通费'],
};

/** Code prefix per bill type; drafts created over the API are numbered the same way. */
export const CODE_PREFIXES: Readonly<Record<BillFormType, string>> = {
  expense: 'B',
  loan: 'J',
  requisition: 'S',
  permit: 'A',
  custom: 'C',
  payment: 'F',
  settlement: 'JS',
  reconciliation: 'DZ',
  receipt: 'SK',
  contractWrite: 'HT',
  corpPayment: 'DG',
  amortizeExpense: 'TX',
  reimbursement: 'BZ',
};

const SYSTEM_APPS = ['hose-mall', 'hose-trip'];

export interface DraftRequest {
  formType: BillFormType;
  submitter: Staff;
  shape: PlanShape;
  /** Leaves payMoney at zero on a paying bill, so its pay node is skipped. */
  zeroPay: boolean;
  createTime: number;
  /** The bill's number within its tenant, for the code. */
  sequence: number;
}

/** A draft bill with its form, details, files and approval plan; the workflow takes it on. */
export function seedBillDraft(faker: Faker, signers: TenantSigners, request: DraftRequest): Bill {
  const { formType, submitter, shape, createTime } = request;
  const payType = payTypeOf(faker, formType);
  const range = amountRange(formType);
  const details = seedBillDetails(faker, {
    corporationId: signers.corporationId,
    formType,
    payType,
    pays: shape.pays,
    createTime,
    range,
  });
  seedLineFields(details, submitter.id);
  const expenseMoney = sumStandard(details.flatMap((detail) => detail.feeTypeForm.amount ?? []));
  const systemGeneration = isExpenseLike(formType) && faker.datatype.boolean(0.15);
  const year = String(new Date(createTime).getUTCFullYear()).slice(-2);
  return {
    id: labId(faker, 16),
    corporationId: signers.corporationId,
    formType,
    state: 'draft',
    currRoleId: null,
    active: true,
    createTime,
    updateTime: createTime,
    appId: systemGeneration ? faker.helpers.arrayElement(SYSTEM_APPS) : null,
    form: {
      code: `${CODE_PREFIXES[formType]}${year}${String(request.sequence).padStart(5, '0')}`,
      title: faker.helpers.arrayElement(TITLES[formType]),
      description: faker.helpers.maybe(() => faker.lorem.sentence(), { probability: 0.4 }) ?? '',
      details,
      specificationId: `${signers.corporationId}:spec:${formType}:1`,
      submitterId: submitter.id,
      expenseDepartment: submitter.defaultDepartment,
      submitDate: null,
      expenseMoney,
      payMoney: shape.pays && !request.zeroPay ? expenseMoney : standardMoney(0n),
      receiptState: shape.paper ? 'NOT_RECEIVED' : null,
      systemGeneration,
      carOrderStatus: details.some((detail) => detail.feeTypeId.endsWith(':taxi'))
        ? 'FINISHED'
        : null,
      expenseStatus: null,
      payType,
      dataLinkCount: faker.number.int({ min: 0, max: 3 }),
      expenseLinks: [],
      attachments: seedAttachments(faker, createTime, { min: 0, max: 2 }),
    },
    plan: seedBillPlan(faker, submitter, signers, shape),
    ...unprintedBillRecords(),
  };
}

function payTypeOf(faker: Faker, formType: BillFormType): PayType {
  if (formType === 'payment' || formType === 'corpPayment') return 'CORPORATION';
  return faker.helpers.weightedArrayElement([
    { weight: 8, value: 'PERSONAL' as const },
    { weight: 1, value: 'CORPORATION' as const },
    { weight: 1, value: 'MIXING' as const },
  ]);
}

/** Fen per line: bigger for loans and corporate payments. */
function amountRange(formType: BillFormType): readonly [number, number] {
  if (formType === 'loan') return [100_000, 2_000_000];
  if (formType === 'payment' || formType === 'corpPayment') return [500_000, 5_000_000];
  return [2_000, 600_000];
}
