import {
  DISPLAY_BLOCKS,
  type DisplayBlock,
  type DisplayBlockName,
  type RuleForm,
  type RuleSummary,
} from '../types';
import { fieldsOf, idsOf, textOf } from './readFields';

/** docs/admin.md default rule name. */
export const DEFAULT_RULE_NAME = '默认规则';

/** docs/admin.md: datas empty, sort 1 to 4 in the block order; the custom name in description mode. */
export function defaultRuleForm(): RuleForm {
  const block = (sort: number): DisplayBlock => ({ datas: [], sort });
  const blocks: Record<DisplayBlockName, DisplayBlock> = {
    flowModifyContrasts: block(1),
    riskTips: block(2),
    invoiceConfig: block(3),
    customDisplaies: block(4),
  };
  return {
    name: DEFAULT_RULE_NAME,
    active: true,
    staffs: [],
    specificationIds: null,
    blocks,
    displayName: 'description',
  };
}

/** The blocks in display order. */
export function orderedBlocks(form: RuleForm): DisplayBlockName[] {
  return [...DISPLAY_BLOCKS].sort((a, b) => form.blocks[a].sort - form.blocks[b].sort);
}

/** Swaps a block with its neighbour; sorts stay 1 to 4 with no gaps. */
export function moveBlock(form: RuleForm, name: DisplayBlockName, by: -1 | 1): RuleForm {
  const order = orderedBlocks(form);
  const from = order.indexOf(name);
  const to = from + by;
  if (to < 0 || to >= order.length) return form;
  [order[from], order[to]] = [order[to], order[from]];
  const blocks = { ...form.blocks };
  order.forEach((block, index) => (blocks[block] = { ...blocks[block], sort: index + 1 }));
  return { ...form, blocks };
}

/** The save body: empty staffs and "all specifications" are left out (docs/admin.md). */
export function toWireRule(form: RuleForm): Record<string, unknown> {
  const blocks = Object.fromEntries(
    DISPLAY_BLOCKS.map((name) => [
      name,
      { datas: [...form.blocks[name].datas], sort: form.blocks[name].sort },
    ]),
  );
  return {
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim() || DEFAULT_RULE_NAME,
    active: form.active,
    ...(form.staffs.length > 0 ? { staffs: [...form.staffs] } : {}),
    ...(form.specificationIds ? { specificationIds: [...form.specificationIds] } : {}),
    ...blocks,
    customDisplaies: { ...blocks.customDisplaies, displayName: form.displayName },
  };
}

/** A rule from the untrusted answer; defaults fill what is missing, null when it has no id. */
export function parseRule(raw: unknown): RuleSummary | null {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  if (!id) return null;
  const base = defaultRuleForm();
  const blocks = { ...base.blocks };
  for (const name of DISPLAY_BLOCKS) {
    const block = fieldsOf(fields[name]);
    const sort = typeof block.sort === 'number' ? block.sort : blocks[name].sort;
    blocks[name] = { datas: idsOf(block.datas), sort };
  }
  const custom = fieldsOf(fields.customDisplaies);
  return {
    id,
    name: textOf(fields.name) || DEFAULT_RULE_NAME,
    active: fields.active !== false,
    staffs: idsOf(fields.staffs),
    specificationIds: Array.isArray(fields.specificationIds)
      ? idsOf(fields.specificationIds)
      : null,
    blocks,
    displayName: custom.displayName === 'label' ? 'label' : 'description',
    updateTime: typeof fields.updateTime === 'number' ? fields.updateTime : 0,
  };
}
