import {
  DISPLAY_BLOCKS,
  type DisplayBlock,
  type DisplayBlockName,
  type RuleForm,
  type RuleSummary,
} from '../types';
import { displayRuleSchema, type DisplayRuleWire } from '@contracts/admin/displayRule';
import { parseOrNull } from '@contracts/core/parse';

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

/** A rule as the server keeps it (read by its contract) as the list shows it. */
export function ruleSummaryOf(wire: DisplayRuleWire): RuleSummary {
  const base = defaultRuleForm();
  const blocks = { ...base.blocks };
  for (const name of DISPLAY_BLOCKS) {
    const { datas, sort } = wire[name];
    blocks[name] = { datas, sort: sort ?? blocks[name].sort };
  }
  return {
    id: wire.id,
    name: wire.name || DEFAULT_RULE_NAME,
    active: wire.active,
    staffs: wire.staffs,
    specificationIds: wire.specificationIds,
    blocks,
    displayName: wire.customDisplaies.displayName,
    updateTime: wire.updateTime,
  };
}

/** A rule from the untrusted answer; defaults fill what is missing, null when it has no id. */
export function parseRule(raw: unknown): RuleSummary | null {
  const wire = parseOrNull(displayRuleSchema, raw);
  return wire && ruleSummaryOf(wire);
}
