import {
  attachmentField,
  dateField,
  field,
  refField,
  selectField,
  textField,
} from './fieldBuilders';
import type { SpecificationField } from './specificationTypes';

const TRIP_MEANS = [
  { value: 'car', label: '用车' },
  { value: 'train', label: '火车' },
  { value: 'plane', label: '飞机' },
];

const PRIORITIES = [
  { value: 'normal', label: '普通' },
  { value: 'urgent', label: '紧急' },
  { value: 'critical', label: '特急' },
];

/** What every bill has, whatever its type: the basics section. */
export function headerFields(): SpecificationField[] {
  return [
    textField('title', '标题', { required: true, min: 1, max: 50 }),
    field('description', '描述', 'textarea', { type: 'text' }, { max: 500 }),
    refField('specificationId', '单据模板', 'specification', 'form.Specification.Versioned', {
      required: true,
    }),
    refField('submitterId', '提交人', 'staff', 'organization.Staff', { required: true }),
    refField('expenseDepartment', '费用承担部门', 'department', 'organization.Department', {
      required: true,
    }),
    dateField('submitDate', '提交日期'),
  ];
}

/** A trip as the bill's own field, on travel bill types only. */
export function tripField(): SpecificationField {
  return field(
    'trip',
    '行程',
    'complex',
    { type: 'complex' },
    {
      fields: [
        refField('fromCity', '出发城市', 'city', 'basedata.city', { required: true }),
        refField('toCity', '到达城市', 'city', 'basedata.city', { required: true }),
        selectField('tripMeans', '交通方式', TRIP_MEANS, { required: true }),
        field('tripDates', '行程日期', 'dateRange', { type: 'dateRange' }),
      ],
    },
  );
}

/**
 * The general-purpose form's fields (通用审批单): every data type, every format type and a ref to
 * every meaningful entity (docs/lab.md), so the form engine can be tried on one bill type. Other bill
 * types ask only for what they need (specificationFields.ts).
 */
export function commonFields(): SpecificationField[] {
  return [
    ...headerFields(),
    refField('participants', '参与人', 'staff', 'organization.Staff', { many: true, max: 20 }),
    refField('feeTypeId', '费用类型', 'feeType', 'flow.FeeType'),
    refField('project', '项目', 'dimension', 'basedata.Dimension.project'),
    refField('costCenter', '成本中心', 'dimension', 'basedata.Dimension.costCenter'),
    refField('customer', '客户', 'dimension', 'basedata.Dimension.customer'),
    refField('city', '城市', 'city', 'basedata.city'),
    field('period', '起止日期', 'dateRange', { type: 'dateRange' }),
    tripField(),
    field('headcount', '人数', 'number', { type: 'number' }, { min: 1, max: 999 }),
    field('urgent', '加急', 'switcher', { type: 'boolean' }),
    field('hasContract', '有合同', 'boolean', { type: 'boolean' }),
    selectField('priority', '优先级', PRIORITIES),
    refField('invoiceType', '发票类型', 'invoiceTypeEnum', 'basedata.Enum.InvoiceType'),
    refField('taxpayerType', '纳税人类型', 'enum', 'basedata.Enum.TaxpayerType'),
    refField('settlement', '结算方式', 'settlement', 'basedata.Settlement'),
    refField('payeeId', '收款信息', 'payeeInfo', 'pay.PayeeInfo'),
    refField('paymentAccountId', '付款账户', 'paymentAccount', 'pay.PaymentAccount'),
    refField('expenseLinks', '关联申请', 'requisitionInfo', 'flow.RequisitionInfo', {
      many: true,
      max: 10,
    }),
    refField('privateCar', '私车', 'dataLink', 'datalink.DataLinkEntity.privateCar'),
    refField('invoiceSubject', '发票主体', 'dataLink', 'datalink.DataLinkEntity.invoiceSubject'),
    refField('machineInvoice', '机打发票', 'dataLink', 'datalink.DataLinkEntity.machineInvoice'),
    field('orders', '订单', 'order', { type: 'order' }),
    attachmentField('attachments', '附件'),
    field(
      'projectExtras',
      '项目附加信息',
      'dynamic',
      { type: 'dynamic' },
      { dependsOn: 'project' },
    ),
  ];
}
