import { detailsField } from '../lines/testing/lineFixtures';
import type { BillSpecification } from '../models/parseSpecification';

/** Fields as the lab's specifications write them (mocks-server/specifications), a few of each kind. */
export const EXPENSE_FIELDS = [
  { name: 'title', label: '标题', type: 'text', dataType: { type: 'text' }, required: true },
  {
    name: 'specificationId',
    label: '单据模板',
    type: 'ref',
    dataType: { type: 'ref', entity: 'form.Specification.Versioned' },
    required: true,
  },
  {
    name: 'submitterId',
    label: '提交人',
    type: 'ref',
    dataType: { type: 'ref', entity: 'organization.Staff' },
    required: true,
  },
  { name: 'feeDate', label: '消费日期', type: 'date', dataType: { type: 'date' }, required: true },
  {
    name: 'project',
    label: '项目',
    type: 'ref',
    dataType: { type: 'ref', entity: 'basedata.Dimension.project' },
    required: false,
  },
  {
    name: 'priority',
    label: '优先级',
    type: 'select',
    dataType: { type: 'text' },
    required: false,
    options: [
      { value: 'normal', label: '普通' },
      { value: 'urgent', label: '紧急' },
    ],
  },
  {
    name: 'expenseMoney',
    label: '报销金额',
    type: 'money',
    dataType: { type: 'money' },
    required: true,
    min: 0,
  },
  detailsField,
];

export function specification(overrides: Partial<BillSpecification> = {}): BillSpecification {
  return {
    id: 'corp:spec:expense:1',
    name: '日常报销单',
    enName: '',
    formType: 'expense',
    active: true,
    fields: EXPENSE_FIELDS,
    feeAssignmentRuleId: null,
    ...overrides,
  };
}
