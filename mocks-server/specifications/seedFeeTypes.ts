import { feeTypeSpecificationOf } from './feeTypeSpecifications';
import type { FeeType } from './referenceTypes';

interface FeeTypeDraft {
  key: string;
  name: string;
  active?: boolean;
  children?: FeeTypeDraft[];
}

/** Leaf keys are the ones seeded bills name (`<corp>:feeType:<key>`), with the same names. */
const FEE_TYPE_TREE: readonly FeeTypeDraft[] = [
  {
    key: 'trip',
    name: '差旅',
    children: [
      { key: 'travel', name: '差旅费' },
      { key: 'taxi', name: '交通费' },
      { key: 'hotel', name: '住宿费' },
      { key: 'meal', name: '餐费' },
      { key: 'subsidy', name: '出差补贴', active: false },
    ],
  },
  {
    key: 'daily',
    name: '日常费用',
    children: [
      { key: 'office', name: '办公用品' },
      { key: 'phone', name: '通讯费' },
      { key: 'entertain', name: '业务招待费' },
      { key: 'training', name: '培训费' },
      { key: 'rent', name: '房租' },
    ],
  },
  { key: 'finance', name: '借还款', children: [{ key: 'loan', name: '借款' }] },
  {
    key: 'procurement',
    name: '采购',
    children: [
      { key: 'purchase', name: '采购款' },
      { key: 'service', name: '服务费' },
    ],
  },
];

/** A tenant's fee-type tree, flat and depth-first, roots before their children. */
export function seedFeeTypes(corporationId: string): FeeType[] {
  const idOf = (key: string) => `${corporationId}:feeType:${key}`;
  const visit = (
    drafts: readonly FeeTypeDraft[],
    parent: FeeType | null,
    codePrefix: string,
  ): FeeType[] =>
    drafts.flatMap((draft, index) => {
      const code = `${codePrefix}${String(index + 1).padStart(2, '0')}`;
      const own: FeeType = {
        id: idOf(draft.key),
        name: draft.name,
        code,
        active: draft.active ?? true,
        corporationId,
        parentId: parent?.id ?? null,
        children: (draft.children ?? []).map((child) => idOf(child.key)),
        fullName: parent ? `${parent.fullName}/${draft.name}` : draft.name,
        order: index + 1,
        specification: draft.children ? null : feeTypeSpecificationOf(draft.key),
      };
      return [own, ...visit(draft.children ?? [], own, code)];
    });
  return visit(FEE_TYPE_TREE, null, 'FY');
}
