import { fieldsOf, readList } from '../billStates/readFields';

/** docs/bills-and-workflow.md "Bill additional-message rule": the four display blocks in their default order. */
export const BILL_BLOCK_NAMES = [
  'flowModifyContrasts',
  'riskTips',
  'invoiceConfig',
  'customDisplaies',
] as const;

export type BillBlockName = (typeof BILL_BLOCK_NAMES)[number];

/** docs/bills-and-workflow.md display modes of customDisplaies; description is the default. */
export type BillBlockDisplayMode = 'label' | 'description';

export interface BillBlock {
  name: BillBlockName;
  /** The data items the rule shows in this block, in the rule's order. */
  datas: string[];
}

/** What a bill of one specification shows beside its fields. */
export interface BillBlocksConfig {
  /** The rule's name, for the section's accessible description. */
  ruleName: string;
  /** Ordered by `sort`; ties keep the default order. */
  blocks: BillBlock[];
  displayName: BillBlockDisplayMode;
}

const MAX_DATAS = 20;

function datasOf(raw: unknown): string[] {
  const items = readList(fieldsOf(raw), 'datas').filter(
    (item): item is string => typeof item === 'string' && item.length > 0 && item.length <= 50,
  );
  return [...new Set(items)].slice(0, MAX_DATAS);
}

/**
 * The `value` of getSmallComponentConfig (untrusted): null when no active rule applies, a wrong
 * type reads as the spec's default (empty datas, sort 1 to 4, description mode).
 */
export function parseBillBlocks(value: unknown): BillBlocksConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const rule = fieldsOf(value);
  if (rule.active === false) return null;
  const blocks = BILL_BLOCK_NAMES.map((name, index) => {
    const block = fieldsOf(rule[name]);
    const sort =
      typeof block.sort === 'number' && Number.isFinite(block.sort) ? block.sort : index + 1;
    return { name, datas: datasOf(block), sort, index };
  })
    .sort((a, b) => a.sort - b.sort || a.index - b.index)
    .map(({ name, datas }) => ({ name, datas }));
  const custom = fieldsOf(rule.customDisplaies);
  return {
    ruleName: typeof rule.name === 'string' ? rule.name.slice(0, 100) : '',
    blocks,
    displayName: custom.displayName === 'label' ? 'label' : 'description',
  };
}
