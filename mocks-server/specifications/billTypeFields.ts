import type { BillFormType } from '@contracts/billVocabulary';
import { lineBaseFields } from './feeTypeSpecifications';
import {
  attachmentField,
  dateField,
  field,
  moneyField,
  refField,
  selectField,
} from './fieldBuilders';
import type { SpecificationField } from './specificationTypes';

const MAX_MONEY = 1_000_000;
/** More lines than any real bill holds; the bench edits a bill of 200. */
export const MAX_DETAIL_LINES = 300;

const SEAL_TYPES = [
  { value: 'company', label: '公章' },
  { value: 'contract', label: '合同章' },
  { value: 'finance', label: '财务章' },
];

/**
 * The expense lines (Bill detail (docs/bills-and-workflow.md)): each picks a fee type, and the fee type's own
 * specification (seedFeeTypes: `specification`) adds its fields under `feeTypeForm`.
 */
function detailRows(): SpecificationField {
  return field(
    'details',
    '费用明细',
    'complex',
    { type: 'list' },
    {
      required: true,
      min: 1,
      max: MAX_DETAIL_LINES,
      section: 'lines',
      fields: [
        refField('feeTypeId', '费用类型', 'feeType', 'flow.FeeType', { required: true }),
        ...lineBaseFields(),
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

const attachments = () => attachmentField('attachments', '附件', { section: 'attachments' });

function payee(required: boolean): SpecificationField {
  return refField('payeeId', '收款信息', 'payeeInfo', 'pay.PayeeInfo', {
    required,
    section: 'payment',
  });
}

/** Totals come from the lines: shown, never typed (the server refuses a total that disagrees). */
function expenseFields(): SpecificationField[] {
  return [
    refField('project', '项目', 'dimension', 'basedata.Dimension.project'),
    detailRows(),
    moneyField('expenseMoney', '报销金额', {
      required: true,
      max: MAX_MONEY,
      readOnly: true,
      section: 'payment',
    }),
    moneyField('payMoney', '支付金额', { max: MAX_MONEY, readOnly: true, section: 'payment' }),
    payee(true),
    attachments(),
    refField('expenseLinks', '关联申请', 'requisitionInfo', 'flow.RequisitionInfo', {
      many: true,
      max: 10,
      section: 'relations',
    }),
  ];
}

function contractRef(): SpecificationField {
  return refField('contract', '合同', 'dataLink', 'datalink.DataLinkEntity.contract', {
    section: 'relations',
  });
}

function supplierArchive(): SpecificationField {
  return refField(
    'supplierArchiveType',
    '供应商档案类型',
    'enum',
    'basedata.Enum.SupplierArchiveType',
    { required: true },
  );
}

const money = (name: string, label: string, max = MAX_MONEY) =>
  moneyField(name, label, { required: true, max });

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
    payee(true),
    attachments(),
  ],
  requisition: () => [money('requisitionMoney', '申请金额'), attachments()],
  permit: () => [
    selectField('sealType', '用印类型', SEAL_TYPES, { required: true }),
    moneyField('budgetMoney', '预计金额', { max: MAX_MONEY }),
    attachments(),
  ],
  custom: () => [moneyField('budgetMoney', '预计金额', { max: MAX_MONEY })],
  payment: () => [money('payMoney', '支付金额'), payee(true), contractRef(), attachments()],
  corpPayment: () => [money('payMoney', '支付金额'), payee(true), contractRef(), attachments()],
  settlement: () => [money('settlementMoney', '结算金额'), supplierArchive(), attachments()],
  reconciliation: () => [
    money('reconciliationMoney', '对账金额'),
    supplierArchive(),
    attachments(),
  ],
  receipt: () => [money('receiptMoney', '收款金额'), attachments()],
  contractWrite: () => [money('contractMoney', '合同金额'), contractRef(), attachments()],
};

/** What a bill type adds to the header: at least its money field. */
export function billTypeFields(formType: BillFormType): SpecificationField[] {
  return EXTRA_FIELDS[formType]();
}
