import type { RefItem } from '../refEntities';

/** Staff records as the HTTP source would give them (selection fields of docs/bills-and-workflow.md). */
export const staffItems: RefItem[] = [
  {
    id: 'staff-1',
    label: '韩梅梅',
    enLabel: 'Han Meimei',
    details: [
      { key: 'code', value: 'E001' },
      { key: 'email', value: 'han@example.cn' },
    ],
  },
  {
    id: 'staff-2',
    label: '李雷',
    enLabel: 'Li Lei',
    details: [
      { key: 'code', value: 'E002' },
      { key: 'cellphone', value: '13800000000' },
    ],
  },
  { id: 'staff-3', label: '林涛', details: [{ key: 'code', value: 'E003' }] },
];

/** One field of every kind the engine edits, plus one it only shows. */
export const everyKindSpec = {
  components: [
    { name: 'title', label: '标题', enLabel: 'Title', dataType: { type: 'text' }, optional: false },
    {
      name: 'count',
      label: '人数',
      enLabel: 'Head count',
      dataType: { type: 'number' },
      optional: false,
    },
    {
      name: 'amount',
      label: '金额',
      enLabel: 'Amount',
      dataType: { type: 'money' },
      optional: false,
    },
    { name: 'day', label: '日期', enLabel: 'Date', dataType: { type: 'date' }, optional: false },
    {
      name: 'trip',
      label: '行程日期',
      enLabel: 'Trip dates',
      dataType: { type: 'dateRange' },
      optional: false,
    },
    {
      name: 'paper',
      label: '纸质发票',
      enLabel: 'Paper invoice',
      dataType: { type: 'text' },
      format: 'boolean',
    },
    {
      name: 'urgent',
      label: '加急',
      enLabel: 'Urgent',
      dataType: { type: 'text' },
      format: 'switcher',
    },
    {
      name: 'owner',
      label: '负责人',
      enLabel: 'Owner',
      dataType: { type: 'ref', entity: 'organization.Staff' },
      optional: false,
    },
    {
      name: 'members',
      label: '同行人',
      enLabel: 'Companions',
      dataType: { type: 'list', elemType: { type: 'ref', entity: 'organization.Staff' } },
      optional: false,
    },
    {
      name: 'files',
      label: '附件',
      enLabel: 'Attachments',
      dataType: { type: 'attachment' },
      optional: false,
    },
    { name: 'calc', label: '计算值', enLabel: 'Computed', dataType: { type: 'dynamic' } },
  ],
};
