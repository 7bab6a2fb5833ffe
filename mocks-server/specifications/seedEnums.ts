import type { BaseEnum, EnumItem } from './referenceTypes';

type EnumDraft = readonly [
  code: string,
  name: string,
  items: readonly (readonly [string, string])[],
];

/** Enumerations (docs/lab.md) "Type lists"; the invoice codes include those bills carry. */
const ENUMS: readonly EnumDraft[] = [
  [
    'InvoiceType',
    '发票类型',
    [
      ['VAT_ELECTRONIC_NORMAL', '增值税电子普通发票'],
      ['VAT_ELECTRONIC_SPECIAL', '增值税电子专用发票'],
      ['VAT_NORMAL', '增值税普通发票'],
      ['VAT_SPECIAL', '增值税专用发票'],
      ['VAT_ROLL', '增值税普通发票（卷票）'],
      ['FULL_DIGITAL_NORMAL', '数电票（普通发票）'],
      ['FULL_DIGITAL_SPECIAL', '数电票（增值税专用发票）'],
      ['MOTOR_VEHICLE', '机动车销售统一发票'],
      ['USED_CAR', '二手车销售统一发票'],
      ['TAXI', '出租车发票'],
      ['TOLL', '过路费发票'],
      ['PASSENGER', '客运汽车票'],
      ['AIR', '航空运输电子客票行程单'],
      ['TRAIN', '火车票'],
      ['QUOTA', '定额发票'],
      ['BLOCKCHAIN', '区块链电子发票'],
    ],
  ],
  [
    'TaxpayerType',
    '纳税人类型',
    [
      ['GENERAL', '一般纳税人'],
      ['SMALL', '小规模纳税人'],
    ],
  ],
  [
    'SupplierArchiveType',
    '供应商档案类型',
    [
      ['HOSE_MALL', '商城'],
      ['DIDI_NEW', '滴滴（新）'],
      ['DIDI', '滴滴'],
      ['OTHER', '其他'],
    ],
  ],
  [
    'TripMeans',
    '出行方式',
    [
      ['car', '用车'],
      ['train', '火车'],
      ['plane', '飞机'],
    ],
  ],
];

/** basedata.Enum.<code> for each enumeration of the spec, with its items. */
export function seedEnums(corporationId: string): { enums: BaseEnum[]; enumItems: EnumItem[] } {
  const enums: BaseEnum[] = [];
  const enumItems: EnumItem[] = [];
  for (const [code, name, items] of ENUMS) {
    const definition: BaseEnum = {
      id: `${corporationId}:enum:${code}`,
      name,
      code,
      active: true,
      corporationId,
      entity: `basedata.Enum.${code}`,
    };
    enums.push(definition);
    items.forEach(([itemCode, itemName], index) => {
      enumItems.push({
        id: `${definition.id}:${itemCode}`,
        name: itemName,
        code: itemCode,
        active: true,
        corporationId,
        enumId: definition.id,
        entity: definition.entity,
        order: index + 1,
      });
    });
  }
  return { enums, enumItems };
}
