import type { BillFormType } from '../data/billVocabulary';
import {
  attachmentField,
  dateField,
  field,
  moneyField,
  refField,
  selectField,
  textField,
} from './fieldBuilders';
import type { SpecificationField } from './specificationTypes';

const MAX_MONEY = 1_000_000;

const SEAL_TYPES = [
  { value: 'company', label: '公章' },
  { value: 'contract', label: '合同章' },
  { value: 'finance', label: '财务章' },
];

/** An expense line: fee type, amount and date, with a fee-type-shaped part (dynamic). */
function detailRows(): SpecificationField {
  return field(
    'details',
    '费用明细',
    'complex',
    { type: 'list' },
    {
      required: true,
      min: 1,
      max: 100,
      fields: [
        refField('feeTypeId', '费用类型', 'feeType', 'flow.FeeType', { required: true }),
        moneyField('amount', '金额', { required: true, min: 0.01, max: MAX_MONEY }),
        dateField('feeDate', '消费日期', { required: true }),
        textField('consumptionReasons', '消费事由', { max: 200 }),
        attachmentField('attachments', '附件'),
        field(
          'feeTypeForm',
          '费用信息',
          'dynamic',
          { type: 'dynamic' },
          { dependsOn: 'feeTypeId' },
        ),
      ],
    },
  );
}

function expenseFields(): SpecificationField[] {
  return [
    moneyField('expenseMoney', '报销金额', { required: true, max: MAX_MONEY }),
    moneyField('payMoney', '支付金额', { max: MAX_MONEY }),
    detailRows(),
  ];
}

function contractRef(): SpecificationField {
  return refField('contract', '合同', 'dataLink', 'datalink.DataLinkEntity.contract');
}

function supplierArchive(): SpecificationField {
  return refField(
    'supplierArchiveType',
    '供应商档案类型',
    'enum',
    'basedata.Enum.SupplierArchiveType',
    {
      required: true,
    },
  );
}

const EXTRA_FIELDS: Readonly<Record<BillFormType, () => SpecificationField[]>> = {
  expense: expenseFields,
  reimbursement: expenseFields,
  amortizeExpense: () => [
    ...expenseFields(),
    field('amortizePeriod', '摊销期间', 'dateRange', { type: 'dateRange' }, { required: true }),
  ],
  loan: () => [
    moneyField('loanMoney', '借款金额', { required: true, min: 1, max: 500_000 }),
    dateField('repaymentDate', '预计还款日期', { required: true }),
  ],
  requisition: () => [
    moneyField('requisitionMoney', '申请金额', { required: true, max: MAX_MONEY }),
  ],
  permit: () => [
    selectField('sealType', '用印类型', SEAL_TYPES, { required: true }),
    moneyField('budgetMoney', '预计金额', { max: MAX_MONEY }),
  ],
  custom: () => [moneyField('budgetMoney', '预计金额', { max: MAX_MONEY })],
  payment: () => [
    moneyField('payMoney', '支付金额', { required: true, max: MAX_MONEY }),
    contractRef(),
  ],
  corpPayment: () => [
    moneyField('payMoney', '支付金额', { required: true, max: MAX_MONEY }),
    contractRef(),
  ],
  settlement: () => [
    moneyField('settlementMoney', '结算金额', { required: true, max: MAX_MONEY }),
    supplierArchive(),
  ],
  reconciliation: () => [
    moneyField('reconciliationMoney', '对账金额', { required: true, max: MAX_MONEY }),
    supplierArchive(),
  ],
  receipt: () => [moneyField('receiptMoney', '收款金额', { required: true, max: MAX_MONEY })],
  contractWrite: () => [
    moneyField('contractMoney', '合同金额', { required: true, max: MAX_MONEY }),
    contractRef(),
  ],
};

/** What a bill type adds to the shared header: at least its money field. */
export function billTypeFields(formType: BillFormType): SpecificationField[] {
  return EXTRA_FIELDS[formType]();
}
