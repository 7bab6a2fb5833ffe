import type { Faker } from '@faker-js/faker';
import type { DataLinkEntity, DataLinkField } from './referenceTypes';

export interface DataLinkEntityDraft {
  code: string;
  name: string;
  type: DataLinkEntity['type'];
  count: number;
  fields: DataLinkField[];
  /** Name, code and values of the record at `index`. */
  record(
    faker: Faker,
    index: number,
  ): {
    name: string;
    code: string;
    values: Record<string, string | number | boolean>;
  };
}

const PLATE_PREFIXES = ['沪A', '沪B', '京N', '粤B', '浙A', '苏E'];
const CAR_BRANDS = ['大众', '丰田', '本田', '比亚迪', '吉利', '特斯拉'];
const CONTRACT_KINDS = ['技术服务', '设备采购', '房屋租赁', '咨询服务', '物流运输'];

// docs/bills-and-workflow.md: the two invoice flags exist only on the invoice-subject and machine-issued entities.
const INVOICE_FLAGS: DataLinkField[] = [
  { name: 'invoiceHasOriginalFile', label: '发票有原件', type: 'boolean' },
  { name: 'normalOpen', label: '正常开具', type: 'boolean' },
];

export const DATA_LINK_ENTITIES: readonly DataLinkEntityDraft[] = [
  {
    code: 'privateCar',
    name: '私车',
    type: 'PRIVATE_CAR',
    count: 8,
    fields: [
      { name: 'brand', label: '品牌', type: 'text' },
      { name: 'mileage', label: '累计里程', type: 'number' },
    ],
    record: (faker, index) => ({
      name: `${faker.helpers.arrayElement(PLATE_PREFIXES)}·${faker.string.alphanumeric({ length: 5, casing: 'upper' })}`,
      code: `CAR-${String(index + 1).padStart(3, '0')}`,
      values: {
        brand: faker.helpers.arrayElement(CAR_BRANDS),
        mileage: faker.number.int({ min: 1_000, max: 180_000 }),
      },
    }),
  },
  {
    code: 'contract',
    name: '合同',
    type: 'NORMAL',
    count: 10,
    fields: [
      { name: 'counterparty', label: '对方单位', type: 'text' },
      { name: 'contractMoney', label: '合同金额', type: 'number' },
      // Above 100 the list shows it in red (docs/bills-and-workflow.md): some contracts are over-executed.
      { name: 'executionRate', label: '执行比例', type: 'percentage' },
    ],
    record: (faker, index) => ({
      name: `${faker.helpers.arrayElement(CONTRACT_KINDS)}合同${index + 1}`,
      code: `HT2026${String(index + 1).padStart(4, '0')}`,
      values: {
        counterparty: faker.company.name(),
        contractMoney: faker.number.int({ min: 10_000, max: 2_000_000 }),
        executionRate:
          index % 4 === 3
            ? faker.number.int({ min: 101, max: 130 })
            : faker.number.int({ min: 0, max: 100 }),
      },
    }),
  },
  {
    code: 'invoiceSubject',
    name: '发票主体',
    type: 'NORMAL',
    count: 6,
    fields: [{ name: 'taxNo', label: '纳税人识别号', type: 'text' }, ...INVOICE_FLAGS],
    record: (faker, index) => ({
      name: faker.company.name(),
      code: `SUBJ-${String(index + 1).padStart(3, '0')}`,
      values: {
        taxNo: `91${faker.string.alphanumeric({ length: 16, casing: 'upper' })}`,
        invoiceHasOriginalFile: faker.datatype.boolean(),
        normalOpen: faker.datatype.boolean(0.8),
      },
    }),
  },
  {
    code: 'machineInvoice',
    name: '机打发票',
    type: 'NORMAL',
    count: 6,
    fields: [
      { name: 'invoiceNo', label: '发票号码', type: 'text' },
      { name: 'amount', label: '金额', type: 'number' },
      ...INVOICE_FLAGS,
    ],
    record: (faker, index) => {
      const invoiceNo = faker.string.numeric(8);
      return {
        name: `机打发票 ${invoiceNo}`,
        code: `MI-${String(index + 1).padStart(3, '0')}`,
        values: {
          invoiceNo,
          amount: faker.number.int({ min: 10, max: 5_000 }),
          invoiceHasOriginalFile: faker.datatype.boolean(),
          normalOpen: faker.datatype.boolean(0.8),
        },
      };
    },
  },
];
