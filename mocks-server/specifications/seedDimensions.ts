import type { Faker } from '@faker-js/faker';
import type { Dimension, DimensionItem } from './referenceTypes';

const COST_CENTERS = [
  '总经办',
  '研发中心',
  '销售中心',
  '市场中心',
  '财务中心',
  '人力资源中心',
  '运营中心',
  '供应链中心',
];
const PROJECT_KINDS = ['数据平台', '门店改造', 'ERP升级', '营销推广', '新品研发', '渠道拓展'];

interface DimensionDraft {
  code: string;
  name: string;
  codePrefix: string;
  names(faker: Faker): string[];
}

const DIMENSIONS: readonly DimensionDraft[] = [
  {
    code: 'project',
    name: '项目',
    codePrefix: 'PRJ',
    names: (faker) =>
      faker.helpers.uniqueArray(
        () => `${faker.location.city()}${faker.helpers.arrayElement(PROJECT_KINDS)}项目`,
        12,
      ),
  },
  { code: 'costCenter', name: '成本中心', codePrefix: 'CC', names: () => [...COST_CENTERS] },
  {
    code: 'customer',
    name: '客户',
    codePrefix: 'CUS',
    names: (faker) => faker.helpers.uniqueArray(() => faker.company.name(), 12),
  },
  {
    code: 'supplier',
    name: '供应商',
    codePrefix: 'SUP',
    names: (faker) => faker.helpers.uniqueArray(() => faker.company.name(), 10),
  },
];

/** basedata.Dimension.<code> for each dimension, with tens of items; the last item is inactive. */
export function seedDimensions(
  faker: Faker,
  corporationId: string,
): { dimensions: Dimension[]; dimensionItems: DimensionItem[] } {
  const dimensions: Dimension[] = [];
  const dimensionItems: DimensionItem[] = [];
  DIMENSIONS.forEach((draft, dimensionIndex) => {
    const dimension: Dimension = {
      id: `${corporationId}:dimension:${draft.code}`,
      name: draft.name,
      code: draft.code,
      active: true,
      corporationId,
      entity: `basedata.Dimension.${draft.code}`,
    };
    dimensions.push(dimension);
    const names = draft.names(faker);
    names.forEach((name, index) => {
      const number = String(index + 1).padStart(3, '0');
      dimensionItems.push({
        id: `${dimension.id}:${dimensionIndex + 1}${number}`,
        name,
        code: `${draft.codePrefix}-${number}`,
        active: index < names.length - 1,
        corporationId,
        dimensionId: dimension.id,
        entity: dimension.entity,
        parentId: null,
        order: index + 1,
      });
    });
  });
  return { dimensions, dimensionItems };
}
